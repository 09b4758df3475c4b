/** Seeded randomness kept in the state: a xoroshiro128+ generator stored as four int32s. */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = readonly number[];

/** Seed a generator; strings are hashed so any text can seed a game. */
export function seedRng(seed: number): RngState {
  const g = xoroshiro128plus(seed | 0);
  // The first outputs of a freshly seeded xoroshiro are correlated with the seed.
  for (let i = 0; i < 16; i++) g.next();
  return g.getState();
}

export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Fisher-Yates shuffle; returns the shuffled copy and the advanced generator state. */
export function shuffle<T>(rng: RngState, items: readonly T[]): { rng: RngState; items: T[] } {
  const g = xoroshiro128plusFromState(rng);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return { rng: g.getState(), items: out };
}

/** A uniform integer in [min, max]. */
export function randomInt(rng: RngState, min: number, max: number): { rng: RngState; value: number } {
  const g = xoroshiro128plusFromState(rng);
  const value = uniformInt(g, min, max);
  return { rng: g.getState(), value };
}
