/**
 * `npm run dist` cannot run here (electron-builder downloads Electron and its tools), so this
 * checks what can be checked offline: the config passes electron-builder's own schema and asks
 * for the promised installers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

interface Target { target: string }
interface BuilderConfig {
  appId?: string;
  asar?: boolean;
  files?: (string | { filter?: string[] })[];
  electronFuses?: Record<string, boolean>;
  productName?: string;
  icon?: string;
  linux?: { target?: (string | Target)[] };
  win?: { target?: (string | Target)[] };
  mac?: { target?: (string | Target)[] };
}
interface ConfigModule {
  getConfig(projectDir: string, configPath: string | null, fromOptions: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
}
interface LoggerModule { DebugLogger: new (enabled: boolean) => unknown }

const targets = (list: (string | Target)[] | undefined): string[] => (list ?? []).map((t) => (typeof t === 'string' ? t : t.target));

describe('electron-builder config', () => {
  it('is valid and builds AppImage + deb, NSIS and dmg', async () => {
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as ConfigModule;
    const { DebugLogger } = require('builder-util/out/DebugLogger.js') as LoggerModule;
    const config = await getConfig(process.cwd(), null, null);
    await validateConfiguration(config, new DebugLogger(false));
    expect(config).toMatchObject({ appId: 'com.mirianth.table', productName: 'Mirianth Table' });
    expect(targets(config.linux?.target)).toEqual(['AppImage', 'deb']);
    expect(targets(config.win?.target)).toEqual(['nsis']);
    expect(targets(config.mac?.target)).toEqual(['dmg']);
    expect(config.icon && existsSync(config.icon)).toBe(true);
  });

  it('flips the Electron fuses: no run-as-Node, no NODE_OPTIONS, app only from an integrity-checked asar', async () => {
    const { getConfig } = require('app-builder-lib/out/util/config/config.js') as ConfigModule;
    const config = await getConfig(process.cwd(), null, null);
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    // The packaged LAN host serves out/web: it must be inside the app.
    const files = (config.files ?? []).flatMap((f) => (typeof f === 'string' ? [f] : f.filter ?? []));
    expect(files).toContain('out/**/*');
  });
});

describe('npm run dist', () => {
  it('builds the web client (out/web) before the app and the installers', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const steps = (pkg.scripts['dist'] ?? '').split('&&').map((step) => step.trim());
    expect(steps).toEqual(['npm run build:web', 'electron-vite build', 'electron-builder']);
    expect(pkg.scripts['build:web']).toContain('vite.web.config.mts');
  });
});
