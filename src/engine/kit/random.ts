/** Seeded randomness kept in the state: a xoroshiro128+ generator stored as four int32s. */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { fnv1a } from './hash';
import { shuffleWith } from './shuffle';

export type RngState = readonly number[];

/**
 * Seed a generator. A number seeds 32 bits; text is hashed into all 128 bits of the state, so a
 * host that draws a long random text seed cannot have it recovered by trying every seed.
 */
export function seedRng(seed: number | string): RngState {
  const g = typeof seed === 'number' ? xoroshiro128plus(seed | 0) : xoroshiro128plusFromState(hash128(seed));
  // The first outputs of a freshly seeded xoroshiro are correlated with the seed.
  for (let i = 0; i < 16; i++) g.next();
  return g.getState();
}

/** cyrb128 (public domain): four independent 32-bit lanes over the text. Never all zero. */
export function hash128(text: string): number[] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const lanes = [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
  return lanes.every((x) => x === 0) ? [1, 0, 0, 0] : lanes;
}

/** A 32-bit number from text: for bots' own seeds, never for the game's deck. */
export function seedFromText(text: string): number {
  return fnv1a(text);
}

/** The kit's Fisher-Yates shuffle on the game's generator; returns the shuffled copy and the advanced generator state. */
export function shuffle<T>(rng: RngState, items: readonly T[]): { rng: RngState; items: T[] } {
  const g = xoroshiro128plusFromState(rng);
  const out = shuffleWith(items, (n) => uniformInt(g, 0, n - 1));
  return { rng: g.getState(), items: out };
}

/** A uniform integer in [min, max]. */
export function randomInt(rng: RngState, min: number, max: number): { rng: RngState; value: number } {
  const g = xoroshiro128plusFromState(rng);
  const value = uniformInt(g, min, max);
  return { rng: g.getState(), value };
}
