/**
 * `npm run cli -- score <file>` for Nains scenarios, as a real process: the JSON contract,
 * and one line naming the field with exit code 2 for a bad scenario.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const dir = mkdtempSync(join(tmpdir(), 'nains-score-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run { code: number; stdout: string; stderr: string }
function score(content: unknown): Promise<Run> {
  const file = join(dir, `s${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return new Promise((resolve) => {
    execFile(process.execPath, [TSX, 'src/cli/index.ts', 'score', file], { cwd: ROOT, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr });
    });
  });
}

const ana = {
  name: 'Ana', gem: 5, coins: [0, 2, 3, 4, 6],
  army: { retaliation: ['E1R3'], wanderers: ['E1W3', 'E1W4'], temple: ['E1T2', 'B1'], shield: [], forge: ['E1F1'] },
  command: ['W1', 'M1', 'X-shield', 'LQ'],
};

describe('score (Nains)', () => {
  it('scores the issue\'s example in the contract\'s shape', async () => {
    const r = await score({ game: 'nains', players: [ana] });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as unknown;
    // Retaliation 2; Wanderers 5 (the second 5 is marked); Temple 1 × 1 H + Grom 9; Shield table at 0 + 2 (Bruni) = 11;
    // Forge 2 + 1²; command: Old Mor 4 Malt, one Mercenary 7, Liquor 2 × 4; coins 15.
    expect(out).toEqual({
      players: [{ name: 'Ana', score: { retaliation: 2, wanderers: 5, temple: 10, shield: 11, forge: 3, command: 19, coins: 15, total: 65 } }],
      winners: ['Ana'],
    });
  }, 60_000);

  it('breaks an equal total with the higher gem; black Fighters count in the column they are listed in', async () => {
    const bo = { name: 'Bo', gem: 4, coins: [0, 2, 3, 4, 6], army: { temple: ['B1'] }, command: [] };
    const cy = { name: 'Cy', gem: 3, coins: [0, 2, 3, 4, 6], army: { shield: ['B1'] }, command: [] };
    const r = await score({ game: 'nains', players: [bo, { ...cy, name: 'Cy', army: { forge: ['B2'] } }] });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { players: { score: { total: number; temple: number; forge: number } }[]; winners: string[] };
    expect(out.players[0]?.score.temple).toBe(9);
    expect(out.players[1]?.score.forge).toBe(5);
    const tie = await score({ game: 'nains', players: [{ ...bo, army: { shield: ['E1S1'] } }, { ...cy, army: { shield: ['E1S2'] } }] });
    expect((JSON.parse(tie.stdout) as { winners: string[] }).winners).toEqual(['Bo']);
  }, 60_000);

  it('applies markers in column order, Sabba\'s removal, and the Trade coin worth 3', async () => {
    const p = { name: 'Di', gem: 2, coins: ['trade', 2, 3, 9, 13], army: { wanderers: ['E1W5', 'E1W10', 'C8', 'E2W1', 'E2W9'] }, command: [] };
    const r = await score({ game: 'nains', players: [p] });
    const out = JSON.parse(r.stdout) as { players: { score: { wanderers: number; coins: number } }[] };
    // 6, 6 (marked, then freed by Sabba), Sabba 0, 7, 10.
    expect(out.players[0]?.score.wanderers).toBe(6 + 6 + 0 + 7 + 10);
    expect(out.players[0]?.score.coins).toBe(30);
  }, 60_000);

  it.each([
    [{ players: [{ ...ana, army: { ...ana.army, temple: ['E1R1'] } }] }, /players\[0\]\.army\.temple\[0\]: E1R1 is a retaliation dwarf/],
    [{ players: [{ ...ana, command: ['C1'] }] }, /players\[0\]\.command\[0\]: C1 goes in the army/],
    [{ players: [{ ...ana, coins: [0, 2, 3] }] }, /players\[0\]\.coins/],
    [{ players: [{ ...ana, coins: [1, 2, 3, 4, 6] }] }, /players\[0\]\.coins\[0\]/],
    [{ players: [ana, { ...ana, name: 'Bo', gem: 4 }] }, /players\[1\]\.army\.retaliation\[0\]: E1R3 is already at players\[0\]/],
    [{ players: [ana, { ...ana, name: 'Bo', army: {}, command: [] }] }, /players\[1\]\.gem/],
    [{ players: [{ ...ana, army: { ...ana.army, moat: [] } }] }, /players\[0\]\.army/],
    [{ players: [{ ...ana, army: { ...ana.army, forge: ['E9F1'] } }] }, /unknown card "E9F1"/],
  ])('a bad scenario gets one line naming the field and exit code 2 (%#)', async (bad, message) => {
    const r = await score({ game: 'nains', ...bad });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n').filter((l) => !l.startsWith('usage:'))).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  }, 60_000);
});
