/**
 * `npm run dist` cannot run here (electron-builder downloads Electron and its tools), so this
 * checks what can be checked offline: the config passes electron-builder's own schema and asks
 * for the promised installers.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

interface Target { target: string }
interface BuilderConfig {
  appId?: string;
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
});
