/**
 * First contact on an older Node (issue 25): `npm install`, `npm start` and `npm test` stop at
 * once. The check runs on the machine's Node 20 (`/usr/bin/node`) where there is one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const { problem } = createRequire(import.meta.url)('../../scripts/checkNode.cjs') as { problem: (range: string, found: string) => string | null };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };
const CHECK = 'node scripts/checkNode.cjs';

/** The machine's system Node when it is older than the project needs, else null (with the reason). */
function oldNode(): { path: string } | { reason: string } {
  const path = '/usr/bin/node';
  if (!existsSync(path)) return { reason: `${path} is missing` };
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return problem(manifest.engines.node, version) === null ? { reason: `${path} is ${version}, not older than needed` } : { path };
}

describe('Node check', () => {
  it('names the Node needed, the one found and where to get it, only when the found one is older', () => {
    const line = problem('>=22.12', 'v20.19.2');
    expect(line).toContain('Node 22.12 or newer');
    expect(line).toContain('found v20.19.2');
    expect(line).toContain('https://nodejs.org');
    expect(line).not.toContain('\n');
    expect(problem('>=22.12', 'v22.11.9')).not.toBeNull();
    for (const ok of ['v22.12.0', 'v22.23.5', 'v24.1.0']) expect(problem('>=22.12', ok), ok).toBeNull();
  });

  it('runs first in npm install, npm start and npm test; npm install refuses an old Node before downloading', () => {
    expect(manifest.scripts['preinstall']).toBe(CHECK);
    expect(manifest.scripts['start']?.startsWith(`${CHECK} && `)).toBe(true);
    expect(manifest.scripts['test']?.startsWith(`${CHECK} && `)).toBe(true);
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m);
    expect(readFileSync('README.md', 'utf8')).toContain('https://nodejs.org/en/download');
  });

  it('passes silently on the Node running the tests', () => {
    const r = spawnSync(process.execPath, ['scripts/checkNode.cjs'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toBe('');
  });

  const old = oldNode();
  const onOldNode = 'path' in old ? it : it.skip;
  if (!('path' in old)) console.log(`Node check on an old Node skipped: ${old.reason}`);

  onOldNode('stops the check script with one line on the system\'s older Node', () => {
    const node = 'path' in old ? old.path : '';
    const r = spawnSync(node, ['scripts/checkNode.cjs'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`Node ${manifest.engines.node.replace('>=', '')} or newer, found v`);
  });

  onOldNode('stops `npm test` at once with that one line when the older Node comes first on the PATH', () => {
    const node = 'path' in old ? old.path : '';
    const env = { ...process.env, PATH: `${dirname(node)}:${process.env['PATH'] ?? ''}` };
    const t0 = Date.now();
    const r = spawnSync('npm', ['test'], { encoding: 'utf8', env, timeout: 30_000 });
    expect(r.status).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringContaining('or newer, found v')]);
    // Nothing ran after the check (no type check, no lint).
    expect(r.stdout).not.toContain('tsc');
    expect(Date.now() - t0).toBeLessThan(15_000);
  }, 30_000);
});
