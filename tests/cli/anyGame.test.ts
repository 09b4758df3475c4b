/**
 * Issue 13: `simulate`, `play` and `verify-save` take any game of the catalog they are given.
 * Toy Duel (tests/support/toyGame), which no platform file imports, runs through each command
 * with a test catalog: the same `--json` object as Mirianth's simulate, a whole game with its
 * save, and that save checked (and a tampered one refused) by verify-save.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { command as play } from '../../src/cli/commands/play';
import { command as simulate } from '../../src/cli/commands/simulate';
import { command as verifySave } from '../../src/cli/commands/verifySave';
import type { CliEnv, Command } from '../../src/cli/types';
import { UsageError } from '../../src/cli/types';
import { TOY_ENV } from '../support/toyCatalog';

const dir = mkdtempSync(join(tmpdir(), 'mirianth-anygame-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(cmd: Command, args: string[], env: CliEnv | null = TOY_ENV): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => { out.push(String(line)); });
  const error = vi.spyOn(console, 'error').mockImplementation((line: unknown) => { err.push(String(line)); });
  try {
    return { code: await cmd.run(args, env ?? undefined), out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('simulate --game for any module', () => {
  it('prints the same JSON object as Mirianth\'s simulate, with the kit\'s bots', async () => {
    const r = await run(simulate, ['--game', 'toy-duel', '--games', '6', '--players', '2', '--bots', 'easy,random', '--seed', '5', '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as { games: number; gamesPerSecond: number; bots: Record<string, unknown>[] };
    expect(Object.keys(out)).toEqual(['games', 'gamesPerSecond', 'bots', 'winnerShare', 'medianRounds']);
    expect(out.games).toBe(6);
    expect(out.bots.map((b) => b['bot'])).toEqual(['easy', 'random']);
    for (const b of out.bots) {
      expect(Object.keys(b)).toEqual(['bot', 'games', 'winShare', 'meanScore', 'p50DecisionMs', 'p95DecisionMs']);
      expect(b['games']).toBe(6);
    }
  });

  it('is deterministic in its results for a seed', async () => {
    const args = ['--game', 'toy-duel', '--games', '4', '--players', '2', '--bots', 'random,random', '--seed', '9', '--json'];
    const strip = (text: string) => (JSON.parse(text) as { bots: { winShare: number; meanScore: number }[] }).bots.map((b) => [b.winShare, b.meanScore]);
    expect(strip((await run(simulate, args)).out)).toEqual(strip((await run(simulate, args)).out));
  });

  it('checks players against the module\'s limits and bots against its AI\'s levels', async () => {
    await expect(run(simulate, ['--game', 'toy-duel', '--games', '2', '--players', '3', '--bots', 'random,random,random'])).rejects.toThrow(/--players must be between 2 and 2/);
    await expect(run(simulate, ['--game', 'toy-duel', '--games', '2', '--players', '2', '--bots', 'random,genius'])).rejects.toThrow(/Unknown bot "genius"; choose from random, easy, normal, hard/);
  });

  it('is an unknown game for the real registry', async () => {
    await expect(run(simulate, ['--game', 'toy-duel', '--games', '2', '--players', '2', '--bots', 'random,random'], null)).rejects.toThrow(UsageError);
  });
});

describe('play --game and verify-save for any module', () => {
  it('plays a whole game, saves it, and verify-save replays the save to its hash', async () => {
    const file = join(dir, 'toy.json');
    const p = await run(play, ['--game', 'toy-duel', '--players', '2', '--seed', '12', '--bots', 'random,easy', '--save', file]);
    expect(p.code).toBe(0);
    expect(p.out).toMatch(/"type":"dieRolled"/);
    expect(p.out).toMatch(/Final scores\n {2}Random 1 +\d+\n {2}Easy 2 +\d+\nWinner(s \(shared\))?: /);
    expect(p.out).toMatch(/Saved to .*toy\.json/);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { game: string; rulesVersion: number; finished: boolean; summary: { step: string } };
    expect(doc).toMatchObject({ game: 'toy-duel', rulesVersion: 1, finished: true, summary: { step: 'over' } });
    const v = await run(verifySave, [file]);
    expect(v.err).toBe('');
    expect(v.code).toBe(0);
    expect(v.out).toMatch(/^valid save \(v2\): "CLI game, seed 12", 2 players \(Random 1 \[random bot\], Easy 2 \[easy bot\]\), finished after round 3/);
    expect((await run(verifySave, [file, '--game', 'toy-duel'])).code).toBe(0);
    expect((await run(verifySave, [file, '--game', 'mirianth-wars'])).err).toMatch(/a save of "toy-duel", not of "mirianth-wars"/);
  });

  it('refuses a tampered toy save, an unknown rules version and (in the real registry) an unknown game', async () => {
    const file = join(dir, 'toy2.json');
    expect((await run(play, ['--game', 'toy-duel', '--players', '2', '--seed', '3', '--bots', 'random,random', '--save', file])).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    const write = (name: string, content: string) => { const f = join(dir, name); writeFileSync(f, content); return f; };
    const doc = JSON.parse(text) as { moves: { type: string; amount?: number }[]; rulesVersion: number };
    const bid = doc.moves.find((m) => m.type === 'bid');
    if (bid) bid.amount = 3 + 9;
    const bad = await run(verifySave, [write('bad.json', JSON.stringify(doc))]);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/invalid save \(invalid\): The save has a bad field moves\[\d+\]/);
    const future = await run(verifySave, [write('future.json', text.replace('"rulesVersion": 1', '"rulesVersion": 5'))]);
    expect(future.err).toMatch(/invalid save \(unknownRulesVersion\): This Toy Duel save was played under rules version 5, newer than this app knows/);
    const unknown = await run(verifySave, [file], null);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/invalid save \(unknownGame\): This save is of a game this app does not have \("toy-duel"\)/);
    const edited = await run(verifySave, [write('renamed.json', text.replace('"CLI game, seed 3"', '"Renamed"'))]);
    expect(edited.err).toMatch(/\(checksumMismatch\)/);
  });
});
