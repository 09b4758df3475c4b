/** The hard bot plays only legal moves (fewer games than the fast levels: it thinks longer). */
import { describe, expect, it } from 'vitest';
import { MIRIANTH_ORDER, mirianthBot } from '../../../../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../../src/ai/kit/runGame';
import { mirianthModule } from '../../../../src/engine/games/mirianth/module';
import { solverMisses } from '../../../../src/ai/games/mirianth/resolutionPolicy';
import type { BotKind } from '../../../../src/ai/games/mirianth/types';

describe('hard plays only legal moves', () => {
  it('20 games of 2 and 3 players against every level', () => {
    const misses = solverMisses.count;
    const others: BotKind[] = ['random', 'easy', 'normal', 'hard'];
    for (let g = 0; g < 20; g++) {
      const players = g % 4 === 3 ? 3 : 2;
      const kinds: BotKind[] = Array.from({ length: players }, (_, i) => (i === g % players ? 'hard' : others[(g + i) % others.length] ?? 'random'));
      const bots = kinds.map((k, i) => mirianthBot(k, 900 + g * 8 + i));
      const game = runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed: `hard-${g}`, names: kinds.map((k, i) => `${k}${i}`), bots });
      expect(game.final.step).toBe('gameOver');
    }
    expect(solverMisses.count).toBe(misses);
  }, 180_000);
});
