/**
 * The Node the project asks for must be one the locked Electron and its tools accept, and the
 * README and CI must ask for the same one (Electron 45 declares Node >= 22.12).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

type Version = [number, number, number];

/** The lowest version a `>=X.Y[.Z]` range allows. */
function minimum(range: string | undefined): Version {
  const m = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec((range ?? '').trim());
  if (!m) throw new Error(`not a >= range: ${range}`);
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

function atLeast(a: Version, b: Version): boolean {
  const diff = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  return diff >= 0;
}

const ours = minimum((JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node);

describe('Node requirement', () => {
  it('is at least what the installed Electron and its packaging tools declare', () => {
    for (const name of ['electron', 'electron-builder', '@electron/rebuild', '@electron/get']) {
      const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { engines?: { node?: string } };
      const engines = manifest.engines?.node;
      if (engines === undefined) continue;
      const theirs = minimum(engines.replace(/\s+/g, ''));
      expect(atLeast(ours, theirs), `${name} wants ${engines}; package.json says >=${ours.join('.')}`).toBe(true);
    }
  });

  it('is accepted by every package the lock installs: .npmrc\'s engine-strict would refuse it otherwise', () => {
    // npm's own range reader (a dependency of npm's tools in node_modules).
    const semver = createRequire(import.meta.url)('semver') as { satisfies: (v: string, range: string) => boolean };
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string }; optional?: boolean }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.optional !== true && typeof p.engines?.node === 'string' && !semver.satisfies(ours.join('.'), p.engines.node))
      .map(([name, p]) => `${name} (${p.engines?.node ?? ''})`);
    expect(refusing).toEqual([]);
  });

  it('is the one the README states', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`Node ${ours[0]}.${ours[1]} or newer`);
    expect(readme).not.toMatch(/Node 20\.\d+ or newer/);
  });

  it('is what CI runs: .ci/run fetches a Node at least that new when the machine has an older one', () => {
    const run = readFileSync('.ci/run', 'utf8');
    const pinned = /^NODE_VERSION=(\d+)\.(\d+)\.(\d+)$/m.exec(run);
    expect(pinned).not.toBeNull();
    const version: Version = [Number(pinned?.[1]), Number(pinned?.[2]), Number(pinned?.[3])];
    expect(atLeast(version, ours)).toBe(true);
    expect(run).toContain(`major > ${ours[0]} || (major === ${ours[0]} && minor >= ${ours[1]})`);
    expect(run).toMatch(/npm install .*node-linux-\$arch@\$NODE_VERSION/);
  });
});
