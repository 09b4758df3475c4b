/**
 * Where a dedicated host (`npm run serve`) finds the browser guests' web client: `--web DIR`, or
 * the checkout's `out/web`, built on the spot (`npm run build:web`) when it is missing, so a
 * guest on a fresh clone never gets a 404.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A folder holding a built web client (its index.html). */
export function hasWebClient(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/** Runs the project's web build in `root` (the checkout); resolves with its exit code. */
export function buildWebClient(root: string, log: (line: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    if (!existsSync(vite)) {
      log(`cannot build the web client: ${vite} is missing (run npm install)`);
      resolve(1);
      return;
    }
    const child = spawn(process.execPath, [vite, 'build', '--config', 'vite.web.config.mts', '--logLevel', 'warn'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (err) => {
      log(`cannot build the web client: ${err.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

export interface WebClientChoice {
  webDir: string | null;
  /** Why there is none, for the host's first lines (null when there is one). */
  problem: string | null;
}

/** The checkout's web client, built first when missing and `build` allows it. */
export async function ensureWebClient(root: string, o: { build: boolean; log(line: string): void; builder?: typeof buildWebClient }): Promise<WebClientChoice> {
  const dir = join(root, 'out', 'web');
  if (hasWebClient(dir)) return { webDir: dir, problem: null };
  if (!o.build) return { webDir: null, problem: 'no web client (run `npm run build:web` to let browsers join)' };
  o.log('No web client yet: building it once (npm run build:web)…');
  const code = await (o.builder ?? buildWebClient)(root, o.log);
  if (code === 0 && hasWebClient(dir)) return { webDir: dir, problem: null };
  return { webDir: null, problem: `building the web client failed (exit ${code}); browsers cannot join until \`npm run build:web\` works` };
}
