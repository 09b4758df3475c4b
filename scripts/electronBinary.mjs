import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Path of the installed Electron binary, or undefined when it is missing.
 * `require('electron')` would start downloading it, so read electron's own `path.txt` instead.
 * @returns {string | undefined}
 */
export function electronBinaryPath() {
  let electronDir;
  try {
    electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

export const ELECTRON_MISSING_MESSAGE =
  "Electron's binary is not installed and cannot be downloaded here, so the desktop window cannot open; serving the browser version instead.";
