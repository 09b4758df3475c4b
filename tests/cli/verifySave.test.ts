import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { command } from '../../src/cli/commands/verifySave';
import { buildSave } from '../../src/engine/games/mirianth/save';
import { sampleGame } from '../../src/cli/games/mirianth/sampleGame';

const dir = mkdtempSync(join(tmpdir(), 'mirianth-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const built = buildSave(sampleGame(2024, 4).draft);
if (!built.ok) throw new Error(built.message);

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function verify(path: string): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => { out.push(String(line)); });
  const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => { err.push(String(line)); });
  try {
    return { code: await command.run([path]), out, err };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('npm run cli -- verify-save FILE', () => {
  it('exits 0 with a one-line summary for a valid save', async () => {
    const r = await verify(file('good.json', built.text));
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out).toHaveLength(1);
    expect(r.out[0]).toMatch(/^valid save \(v2\): "Sample game 2024", 4 players \(Ana, Bot 2 \[random bot\].*finished after round \d+, won by .*; \d+ moves, \d+ bytes, state [0-9a-f]{16}$/);
  });

  it('summarizes an old-version save too', async () => {
    const r = await verify('tests/fixtures/saves/v0-unfinished-3p.json');
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^valid save \(v0, readable as v2\).*unfinished, round 11/);
  });

  const bad: [string, string | Uint8Array, RegExp][] = [
    ['empty.json', '', /invalid save \(empty\)/],
    ['truncated.json', built.text.slice(0, 2000), /invalid save \(truncated\): The file stops in the middle/],
    ['garbage.json', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]), /invalid save \(notText\)/],
    ['other.json', '{"format": "other-game", "version": 1}', /invalid save \(wrongGame\).*"other-game"/],
    ['future.json', '{"format": "mirianth-wars-save", "version": 3}', /invalid save \(futureVersion\).*newer Mirianth Table/],
    ['edited.json', built.text.replace('"Sample game 2024"', '"Sample game 2025"'), /invalid save \(checksumMismatch\)/],
    ['schema.json', built.text.replace('"mode": "local"', '"mode": "online"'), /invalid save \(invalid\).*setup\.mode/],
  ];
  for (const [name, content, message] of bad) {
    it(`exits 2 with one specific line for ${name}`, async () => {
      const r = await verify(file(name, content));
      expect(r.code).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(message);
      expect(r.err[0]).not.toMatch(/\n| {4}at /);
    });
  }

  it('exits 2 for a missing file or a folder', async () => {
    expect((await verify(join(dir, 'missing.json'))).err).toEqual([`${join(dir, 'missing.json')}: cannot read: no such file`]);
    const folder = await verify(dir);
    expect(folder.code).toBe(2);
    expect(folder.err[0]).toMatch(/is a folder/);
  });

  it('play --save writes a save that verify-save accepts (real processes)', async () => {
    const run = promisify(execFile);
    const target = join(dir, 'played.json');
    const tsx = ['--import', 'tsx', 'src/cli/index.ts'];
    const played = await run(process.execPath, [...tsx, 'play', '--players', '3', '--seed', '5', '--bots', 'random,random,random', '--save', target]);
    expect(played.stdout).toMatch(/Saved to .*played\.json \(\d+ bytes\)\./);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toMatchObject({ format: 'mirianth-wars-save', version: 2, game: 'mirianth-wars', finished: true });
    const checked = await run(process.execPath, [...tsx, 'verify-save', target]);
    expect(checked.stdout.trim().split('\n')).toHaveLength(1);
    const refused = await run(process.execPath, [...tsx, 'verify-save', join(dir, 'truncated.json')]).catch((e: { code: number; stderr: string }) => e);
    expect(refused).toMatchObject({ code: 2 });
    expect('stderr' in refused ? refused.stderr.trim().split('\n') : []).toHaveLength(1);
  }, 30_000);
});
