import { spawn } from 'node:child_process';
import { electronBinaryPath, ELECTRON_MISSING_MESSAGE } from './electronBinary.mjs';
import { serveWeb } from './web.mjs';

if (electronBinaryPath()) {
  // Run the CLI file with node directly so no npx wrapper outlives a stop.
  const child = spawn(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'dev'], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  console.log(ELECTRON_MISSING_MESSAGE);
  await serveWeb();
}
