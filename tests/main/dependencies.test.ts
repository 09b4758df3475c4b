/**
 * The installer ships node_modules for `dependencies` only, so that list must be exactly what the
 * main process (and its AI worker) import at runtime; everything the renderer uses is bundled into
 * out/renderer and out/web and belongs in devDependencies (about 150 MB less in the installer).
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** `?modulePath` imports are electron-vite's worker entries (a file path at runtime); the worker itself is an entry here. */
const modulePath: Plugin = {
  name: 'module-path',
  setup(b) {
    b.onResolve({ filter: /\?modulePath$/ }, (args) => ({ path: args.path, namespace: 'module-path' }));
    b.onLoad({ filter: /.*/, namespace: 'module-path' }, () => ({ contents: 'export default "worker.js";', loader: 'js' }));
  },
};

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

async function runtimePackages(entries: string[]): Promise<string[]> {
  const result = await build({
    entryPoints: entries, bundle: true, write: false, metafile: true, platform: 'node', format: 'esm',
    packages: 'external', outdir: 'out/dependency-check', plugins: [modulePath], logLevel: 'silent',
  });
  const builtins = new Set(builtinModules);
  const names = Object.values(result.metafile.outputs).flatMap((out) => out.imports)
    .filter((i) => i.external && !i.path.startsWith('node:') && !builtins.has(i.path))
    .map((i) => packageName(i.path));
  return [...new Set(names)].filter((name) => name !== 'electron').sort();
}

describe('production dependencies', () => {
  it('are exactly the packages the main process and its worker import at runtime', async () => {
    const used = await runtimePackages(['src/main/index.ts', 'src/server/lan/aiWorker.ts']);
    expect(Object.keys(pkg.dependencies).sort()).toEqual(used);
  });

  it('leave the renderer-only packages (React, Pixi, i18next, fonts) to devDependencies', () => {
    for (const name of ['react', 'react-dom', 'pixi.js', '@pixi/react', 'i18next', 'react-i18next', 'gsap', 'idb', '@fontsource/inter']) {
      expect(pkg.dependencies[name], name).toBeUndefined();
      expect(pkg.devDependencies[name], name).toBeDefined();
    }
  });

  it('has no package nothing uses', () => {
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    expect(all['@xstate/react']).toBeUndefined();
    expect(all['fast-check']).toBeUndefined();
  });
});
