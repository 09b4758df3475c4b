/**
 * Every bot plays only legal moves: whole games through the kit's runModuleGame, which throws on the first move
 * the engine refuses. Thousands of games for the fast levels, fewer for normal (hard: legalityHard).
 */
import { describe, expect, it } from 'vitest';
import { MIRIANTH_ORDER, mirianthBot } from '../../../../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../../src/ai/kit/runGame';
import { mirianthModule } from '../../../../src/engine/games/mirianth/module';
import { solverMisses } from '../../../../src/ai/games/mirianth/resolutionPolicy';
import { xoroshiro128plus } from '../../../../src/ai/games/mirianth/rng';
import type { BotKind } from '../../../../src/ai/games/mirianth/types';

function play(games: number, pool: readonly BotKind[], must: BotKind | null, seed: number, maxPlayers = 4): Map<BotKind, number> {
  const rng = xoroshiro128plus(seed);
  const pick = (n: number): number => (rng.next() >>> 0) % n;
  const seats = new Map<BotKind, number>();
  for (let g = 0; g < games; g++) {
    const players = 2 + pick(maxPlayers - 1);
    const kinds = Array.from({ length: players }, () => pool[pick(pool.length)] ?? 'random');
    if (must) kinds[pick(players)] = must;
    const bots = kinds.map((k, i) => mirianthBot(k, seed * 1000 + g * 8 + i));
    const game = runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed: `${seed}-${g}`, names: kinds.map((k, i) => `${k}${i}`), bots });
    expect(game.final.step).toBe('gameOver');
    for (const k of kinds) seats.set(k, (seats.get(k) ?? 0) + 1);
  }
  return seats;
}

describe('bots play only legal moves', () => {
  it('random and easy, 2000 games of 2 to 4 players', () => {
    const seats = play(2000, ['random', 'easy'], null, 1);
    expect(seats.get('easy') ?? 0).toBeGreaterThan(1500);
  }, 120_000);

  it('normal, 40 games mixed with random and easy', () => {
    const misses = solverMisses.count;
    play(40, ['random', 'easy', 'normal'], 'normal', 2, 3);
    expect(solverMisses.count).toBe(misses);
  }, 120_000);
});
