/** The simulate command: argument errors exit 2 with a clear line; --json prints the contract. */
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { command } from '../../../../src/cli/commands/simulate';
import { UsageError } from '../../../../src/cli/types';
import { simulate } from '../../../../src/ai/games/mirianth/simulate';

const COMMAND = ['tsx', 'src/cli/index.ts', 'simulate'];

function cli(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync('npx', [...COMMAND, ...args], { encoding: 'utf8', timeout: 110_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function cliAsync(args: string[]): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', [...COMMAND, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); });
    child.on('close', (code) => resolve({ code, err }));
  });
}

describe('simulate command', () => {
  it('prints one JSON object with exactly the contract keys', () => {
    const r = cli('--games', '4', '--players', '2', '--bots', 'easy,random', '--seed', '7', '--json');
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const json = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(['bots', 'games', 'gamesPerSecond']);
    expect(json.games).toBe(4);
    expect(typeof json.gamesPerSecond).toBe('number');
    const bots = json.bots as Record<string, unknown>[];
    expect(bots.map((b) => b.bot)).toEqual(['easy', 'random']);
    let share = 0;
    for (const b of bots) {
      expect(Object.keys(b).sort()).toEqual(['bot', 'games', 'meanScore', 'p50DecisionMs', 'p95DecisionMs', 'winShare']);
      expect(b.games).toBe(4);
      expect(b.p50DecisionMs as number).toBeLessThanOrEqual(b.p95DecisionMs as number);
      share += b.winShare as number;
    }
    // Every game has a winner (a shared win splits): the shares weighted by games add up to the games.
    expect(share).toBeCloseTo(1, 3);
  }, 120_000);

  it('refuses bad arguments with a clear line and exit code 2', async () => {
    const runs = await Promise.all([
      cliAsync(['--games', '2', '--players', '2', '--bots', 'random,genius']),
      cliAsync(['--games', 'ten', '--players', '2', '--bots', 'random,random']),
    ]);
    expect(runs.map((r) => r.code)).toEqual([2, 2]);
    expect(runs[0]?.err).toMatch(/Unknown bot "genius"; choose from random, easy, normal, hard/);
    expect(runs[1]?.err).toMatch(/--games must be a whole number, not "ten"/);
    for (const r of runs) expect(r.err).toMatch(/usage: simulate/);
  }, 120_000);

  const bad: [string[], RegExp][] = [
    [['--games', '0', '--players', '2', '--bots', 'random,random'], /--games must be between 1 and/],
    [['--games', '2', '--players', '5', '--bots', 'random,random'], /--players must be between 2 and 4/],
    [['--games', '2', '--players', '3', '--bots', 'random,random'], /lists 2 bot\(s\) but --players is 3/],
    [['--games', '2', '--players', '2'], /--bots is required/],
    [['--players', '2', '--bots', 'random,random'], /--games is required/],
    [['--games', '2', '--players', '2', '--bots', 'random,random', '--turbo'], /turbo/],
    [['--games', '2', '--players', '2', '--bots', 'random,random', '--seed', ''], /--seed needs a value/],
  ];
  for (const [args, message] of bad) {
    it(`refuses ${args.join(' ')} as a usage error`, async () => {
      const run = command.run(args);
      await expect(run).rejects.toBeInstanceOf(UsageError);
      await expect(command.run(args)).rejects.toThrow(message);
    });
  }

  it('rotates seats and is reproducible for a seed', () => {
    const a = simulate({ games: 6, bots: ['easy', 'random', 'random'], seed: 5 });
    const b = simulate({ games: 6, bots: ['easy', 'random', 'random'], seed: 5 });
    const strip = (s: typeof a) => s.bots.map((x) => [x.bot, x.games, x.winShare, x.meanScore]);
    expect(strip(a)).toEqual(strip(b));
    expect(a.bots.find((x) => x.bot === 'easy')?.games).toBe(6);
    expect(a.bots.find((x) => x.bot === 'random')?.games).toBe(12);
  }, 60_000);
});
