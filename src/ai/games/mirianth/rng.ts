/**
 * Mirianth's bots' own randomness (never the game's): a mutable xoroshiro128+ generator. Kept apart
 * from the kit's (`ai/kit/rng.ts`: other warm-up and decision mixing) because merging the two would
 * change every seeded Mirianth bot's moves, and with them the golden games and the balance figures.
 */
import { xoroshiro128plus as make } from 'pure-rand/generator/xoroshiro128plus';

export type XoroShiro128Plus = ReturnType<typeof make>;

/** The generator for one decision: a function of the bot's seed and the decision's place in the game. */
export function decisionRng(seed: number, at: number): XoroShiro128Plus {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ Math.imul(at + 1, 0xc2b2ae35), 0x27d4eb2f);
  return xoroshiro128plus(h ^ (h >>> 16));
}

export function xoroshiro128plus(seed: number): XoroShiro128Plus {
  const g = make(seed | 0);
  for (let i = 0; i < 16; i++) g.next();
  return g;
}
