import react from '@vitejs/plugin-react';
import { pixiWebGlOnly } from './scripts/pixiWebGlOnly.mjs';
import { preloadFirstFrame, rendererChunks, zodJitlessAlias } from './scripts/preloadFirstFrame.mjs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The same renderer as the Electron window, built as a plain web page (npm run web, browser tests).
export default defineConfig({
  root: resolve('src/renderer'),
  base: './',
  plugins: [react(), pixiWebGlOnly(), preloadFirstFrame()],
  resolve: { alias: [zodJitlessAlias] },
  build: {
    outDir: resolve('out/web'),
    emptyOutDir: true,
    // Pixi, React and the Pixi reconciler make one ~620 kB chunk; the page is loaded locally.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: { output: { codeSplitting: rendererChunks } },
  },
});
