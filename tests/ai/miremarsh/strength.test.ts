/**
 * Miremarsh bot strength on fixed seeded solo samples (deterministic, never timed). Solo needs two
 * quests against the fish clock; with today's content even the hard bot rarely wins (see
 * docs/miremarsh-balance.md), so strength is measured by quests completed (the simulation's
 * meanScore): hard must beat normal and normal easy, and hard must stay above a floor.
 */
import { describe, expect, it } from 'vitest';
import { createKitBot } from '../../../src/ai/kit/gameAi';
import { simulateModule } from '../../../src/ai/kit/simulate';
import { miremarshAi } from '../../../src/ai/miremarsh';
import type { BotLevel } from '../../../src/engine/kit/module';
import { miremarshModule as m } from '../../../src/engine/miremarsh/module';

const solo = (level: BotLevel, games: number, seed: number) =>
  simulateModule({ game: m, games, bots: [level], seed, createBot: (l, s) => createKitBot(m, miremarshAi, l, s) }).bots[0];

describe('miremarsh bot strength (seeded solo samples)', () => {
  it('hard completes more quests than normal, and normal than easy, on the same 40 deals', { timeout: 300_000 }, () => {
    const hard = solo('hard', 40, 1);
    const normal = solo('normal', 40, 1);
    const easy = solo('easy', 40, 1);
    expect(hard?.meanScore ?? 0).toBeGreaterThan(normal?.meanScore ?? 0);
    expect(normal?.meanScore ?? 0).toBeGreaterThan(easy?.meanScore ?? 0);
  });

  it('hard completes at least one quest in ten games on a fixed 20-game sample (its win rate is reported, not floored: see docs/miremarsh-balance.md)', { timeout: 180_000 }, () => {
    const hard = solo('hard', 20, 5);
    expect(hard?.games).toBe(20);
    expect(hard?.meanScore ?? 0).toBeGreaterThanOrEqual(0.1);
  });
});
