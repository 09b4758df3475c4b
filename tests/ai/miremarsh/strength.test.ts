/**
 * Miremarsh bot strength on fixed seeded solo samples (deterministic, never timed). Solo needs two
 * quests against the fish clock; with today's content even the hard bot rarely wins (see
 * docs/miremarsh-balance.md), so strength is measured by quests completed (the simulation's
 * meanScore): hard must beat normal and normal easy, and hard must stay above a floor. One sample of
 * 24 deals serves every assertion (it was 40 deals plus a separate 20-game floor sample, about twice
 * the time); on it hard completes 5 quests, normal 2, easy 1.
 */
import { describe, expect, it } from 'vitest';
import { createKitBot } from '../../../src/ai/kit/gameAi';
import { simulateModule } from '../../../src/ai/kit/simulate';
import { miremarshAi } from '../../../src/ai/miremarsh';
import type { BotLevel } from '../../../src/engine/kit/module';
import { miremarshModule as m } from '../../../src/engine/miremarsh/module';

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
  it('hard completes more quests than normal, and normal than easy, on the same deals', { timeout: 240_000 }, () => {
    expect(quests('hard')).toBeGreaterThan(quests('normal'));
    expect(quests('normal')).toBeGreaterThan(quests('easy'));
  });

  it('hard completes at least one quest in ten games (its win rate is reported, not floored: see docs/miremarsh-balance.md)', { timeout: 120_000 }, () => {
    expect(played.get('hard')?.games ?? solo('hard')?.games).toBe(DEALS);
    expect(quests('hard')).toBeGreaterThanOrEqual(0.1);
  });
});
