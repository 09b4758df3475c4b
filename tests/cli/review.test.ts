import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { command } from '../../src/cli/commands/review';
import { buildSave, decodeSave } from '../../src/engine/games/mirianth/save';
import { BLUNDER_FIXTURE } from '../support/reviewBlunder';

const dir = mkdtempSync(join(tmpdir(), 'mirianth-review-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = readFileSync(BLUNDER_FIXTURE, 'utf8');
const decoded = decodeSave(fixture);
if (!decoded.ok) throw new Error(decoded.message);
const save = decoded.save;

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function review(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => { out.push(String(line)); });
  const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => { err.push(String(line)); });
  try {
    return { code: await command.run(args), out, err };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** The first 60 moves only: quick to review. */
const short = buildSave({ gameId: save.gameId, name: 'short', startedAt: save.createdAt, setup: save.setup, moves: save.moves.slice(0, 60) });
if (!short.ok) throw new Error(short.message);

describe('npm run cli -- review SAVE --json', () => {
  it('prints the human seat\'s three costliest decisions, the deliberate blunder among them', async () => {
    const t0 = performance.now();
    const r = await review([BLUNDER_FIXTURE, '--json']);
    const ms = performance.now() - t0;
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    const json = JSON.parse(r.out.join('\n')) as { decisions: Record<string, unknown>[] };
    expect(Object.keys(json)).toEqual(['decisions']);
    expect(json.decisions).toHaveLength(3);
    for (const d of json.decisions) {
      expect(Object.keys(d)).toEqual(['move', 'seat', 'chosen', 'suggested', 'loss']);
      expect(d.seat).toBe(0);
      expect(typeof d.chosen).toBe('string');
      expect(typeof d.suggested).toBe('string');
      expect(d.chosen).not.toEqual(d.suggested);
    }
    const blunder = json.decisions.find((d) => d.move === 181);
    expect(blunder?.chosen).toBe('aim Archer at Griffin, Archer at Griffin, Archer at Griffin, Archer at Griffin');
    expect(Number(blunder?.loss)).toBeGreaterThanOrEqual(5);
    // A 3-player game well under a minute even on a shared machine.
    expect(ms).toBeLessThan(60_000);
  }, 120_000);

  it('--seat restricts the review to that seat', async () => {
    const r = await review([file('short.json', short.text), '--seat', '1', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out.join('\n')) as { decisions: { seat: number }[] };
    expect(json.decisions.length).toBeGreaterThan(0);
    expect(json.decisions.every((d) => d.seat === 1)).toBe(true);
  }, 60_000);

  it('prints one line per decision without --json', async () => {
    const r = await review([file('short2.json', short.text), '--seat', '1']);
    expect(r.code).toBe(0);
    expect(r.out.length).toBeGreaterThan(0);
    expect(r.out.every((l) => /^move \d+, Bot 2: chose ".+"; the hard bot would .+ \(\d+\.\d\d points\)$/.test(l))).toBe(true);
  }, 60_000);

  const bad: [string, () => string[], RegExp][] = [
    ['a missing file', () => [join(dir, 'missing.json'), '--json'], /missing\.json: cannot read: no such file$/],
    ['a broken save', () => [file('broken.json', fixture.slice(0, 500)), '--json'], /broken\.json: invalid save \(truncated\)/],
    ['a seat the game lacks', () => [file('s.json', short.text), '--seat', '3'], /^review: --seat must be between 0 and 2, not 3$/],
    ['a seat that is not a number', () => [file('s2.json', short.text), '--seat', 'one'], /^review: --seat must be a whole number/],
    ['no file at all', () => ['--json'], /^review: SAVE is required/],
    ['an unknown option', () => [file('s3.json', short.text), '--fast'], /^review: Unknown option '--fast'/],
  ];
  for (const [what, args, message] of bad) {
    it(`exits 2 with one line for ${what}`, async () => {
      const r = await review(args());
      expect(r.code).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(message);
    });
  }

  it('exits 2 when the save has no human seat and none is named', async () => {
    const bots = buildSave({ gameId: 'g-bots', startedAt: save.createdAt, setup: { ...save.setup, seats: save.setup.seats.map((s, i) => ({ name: s.name, kind: 'bot' as const, bot: i === 0 ? 'hard' as const : 'random' as const })) }, moves: save.moves.slice(0, 10) });
    if (!bots.ok) throw new Error(bots.message);
    const r = await review([file('bots.json', bots.text)]);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([expect.stringMatching(/no human seat to review/)]);
  });

  it('is a registered command of the real CLI (bad input: exit code 2)', async () => {
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'review', join(dir, 'nothing.json')]).then(() => null, (e: unknown) => e);
    expect(failed).toMatchObject({ code: 2 });
    expect(String((failed as { stderr?: string }).stderr).trim().split('\n')).toHaveLength(1);
  }, 60_000);
});
