/**
 * Runs the CLI as a real process, as `npm run cli` does (tsx on the entry), minus the npm and npx
 * wrappers: exit code, stdout and stderr.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export interface CliRun { code: number; stdout: string; stderr: string }

export function cli(...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [TSX, 'src/cli/index.ts', ...args], { cwd: ROOT, timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
