import react from '@vitejs/plugin-react';
import { pixiWebGlOnly } from './scripts/pixiWebGlOnly.mjs';
import { preloadFirstFrame, rendererChunks, zodJitlessAlias } from './scripts/preloadFirstFrame.mjs';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';

export default defineConfig({
  main: {
    build: { rolldownOptions: { input: resolve('src/main/index.ts') } },
  },
  preload: {
    build: {
      // A sandboxed preload cannot load ES modules or node_modules: emit one CommonJS file.
      externalizeDeps: false,
      rolldownOptions: {
        input: resolve('src/preload/index.ts'),
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react(), pixiWebGlOnly(), preloadFirstFrame()],
    resolve: { alias: [zodJitlessAlias] },
    build: { rolldownOptions: { input: resolve('src/renderer/index.html'), output: { codeSplitting: rendererChunks } } },
  },
});
