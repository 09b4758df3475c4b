/**
 * Miremarsh bot strength on one fixed seeded solo sample of 24 deals (deterministic, never timed):
 * solo needs two quests against the fish clock, and strength is read as quests completed (the
 * simulation's meanScore): hard must beat normal and easy on the same deals, and hard must
 * stay above a floor. The 200-game win rates (issue 27's targets) are in docs/miremarsh-balance.md.
 */
import { describe, expect, it } from 'vitest';
import { createKitBot } from '../../../../src/ai/kit/gameAi';
import { simulateModule } from '../../../../src/ai/kit/simulate';
import { miremarshAi } from '../../../../src/ai/games/miremarsh';
import type { BotLevel } from '../../../../src/engine/kit/module';
import { miremarshModule as m } from '../../../../src/engine/games/miremarsh/module';

const DEALS = 24;
const SEED = 1;

const solo = (level: BotLevel) =>
  simulateModule({ game: m, games: DEALS, bots: [level], seed: SEED, createBot: (l, s) => createKitBot(m, miremarshAi, l, s) }).bots[0];

// Each level plays the sample once, however many assertions read it.
const played = new Map<BotLevel, ReturnType<typeof solo>>();
const quests = (level: BotLevel): number => {
  if (!played.has(level)) played.set(level, solo(level));
  return played.get(level)?.meanScore ?? 0;
};

describe('miremarsh bot strength (one seeded solo sample of 24 deals)', () => {
  // Normal above easy holds over 200 games (docs/miremarsh-balance.md) but not on every 24 deals.
  it('hard completes more quests than normal and than easy, on the same deals', { timeout: 240_000 }, () => {
    expect(quests('hard')).toBeGreaterThan(quests('normal'));
    expect(quests('hard')).toBeGreaterThan(quests('easy'));
  });

  it('hard completes a quest in most games (its win rate is a figure of the docs, not floored here)', { timeout: 120_000 }, () => {
    expect(played.get('hard')?.games ?? solo('hard')?.games).toBe(DEALS);
    expect(quests('hard')).toBeGreaterThanOrEqual(0.8);
  });
});
