/**
 * `simulate`'s game-level figures on a cheap seeded batch (20 solo games of the normal bot, about a
 * second): winnerShare is the share of games that ended with a winner, medianRounds the median of the
 * round each game ended in, both recomputed here from the games' own summaries; and the retuned
 * content (issue 27) lets a solo game be won at all.
 */
import { describe, expect, it } from 'vitest';
import { createKitBot } from '../../../../src/ai/kit/gameAi';
import { median, simulateModule } from '../../../../src/ai/kit/simulate';
import { miremarshAi } from '../../../../src/ai/games/miremarsh';
import type { GameSummary } from '../../../../src/engine/kit/module';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';

const GAMES = 20;

describe('simulate figures on a seeded Miremarsh batch', () => {
  const summaries: GameSummary[] = [];
  const result = simulateModule({
    game: m, games: GAMES, bots: ['normal'], seed: 1,
    createBot: (level, seed) => createKitBot(m, miremarshAi, level, seed),
    onGame: (_done, summary) => summaries.push(summary),
  });

  it('reports winnerShare as games with a winner over games played', () => {
    expect(summaries).toHaveLength(GAMES);
    const won = summaries.filter((s) => (s.winners ?? []).length > 0).length;
    expect(result.winnerShare).toBeCloseTo(won / GAMES, 4);
    // Solo: the one bot's win share is the same figure.
    expect(result.bots[0]?.winShare).toBeCloseTo(won / GAMES, 4);
  });

  it('reports medianRounds as the middle of the rounds the games ended in', () => {
    const rounds = summaries.map((s) => s.round ?? 0).sort((a, b) => a - b);
    expect(result.medianRounds).toBe(((rounds[GAMES / 2 - 1] ?? 0) + (rounds[GAMES / 2] ?? 0)) / 2);
    expect(summaries.every((s) => s.over)).toBe(true);
  });

  it('a solo game can be won with the retuned content, and not every one is', () => {
    expect(result.winnerShare).toBeGreaterThan(0);
    expect(result.winnerShare).toBeLessThan(1);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([9, 1, 4])).toBe(4);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
