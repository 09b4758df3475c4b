/**
 * Mirianth's bots' randomness (never the game's): the kit's generator (`ai/kit/rng.ts`) with
 * Mirianth's own warm-up and decision mixing. Those two stay Mirianth's because changing them would
 * change every seeded Mirianth bot's moves, and with them the golden games and the balance figures.
 */
import { seededGenerator, type KitGenerator } from '../../kit/rng';

export type XoroShiro128Plus = KitGenerator;

/** The generator for one decision: a function of the bot's seed and the decision's place in the game. */
export function decisionRng(seed: number, at: number): XoroShiro128Plus {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ Math.imul(at + 1, 0xc2b2ae35), 0x27d4eb2f);
  return xoroshiro128plus(h ^ (h >>> 16));
}

export function xoroshiro128plus(seed: number): XoroShiro128Plus {
  return seededGenerator(seed, 16);
}
