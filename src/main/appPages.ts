import { app } from 'electron';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { devServerUrl, type AppPages } from './securityPolicy';

// Built layout: out/main/index.js beside out/preload/index.cjs and out/renderer/index.html.
export const PRELOAD_PATH = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
export const RENDERER_INDEX = fileURLToPath(new URL('../renderer/index.html', import.meta.url));

/** The pages the windows, the IPC check and the CSP treat as ours; no dev server once packaged. */
export function appPages(): AppPages {
  return { file: pathToFileURL(RENDERER_INDEX).href, dev: devServerUrl(process.env, app.isPackaged) };
}
