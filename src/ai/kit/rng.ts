/**
 * The bots' one seeded generator (pure-rand's xoroshiro128+, never the game's randomness) and the
 * helpers over it: a uniform index, a pick, the one shuffle (the engine kit's Fisher-Yates). A game
 * whose bots warm it up longer or mix their decisions otherwise (Mirianth's, to keep its seeded bots'
 * moves) still draws from `seededGenerator`.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { shuffleWith } from '../../engine/kit/shuffle';

export interface Rng { next(): number }

export type KitGenerator = ReturnType<typeof xoroshiro128plus>;

/** A generator from `seed`, past its first `warmup` draws. */
export function seededGenerator(seed: number, warmup: number): KitGenerator {
  const g = xoroshiro128plus(seed | 0);
  for (let i = 0; i < warmup; i++) g.next();
  return g;
}

export function kitRng(seed: number): Rng {
  return seededGenerator(seed, 8);
}

/** A uniform index below `n` (n > 0). */
export function below(rng: Rng, n: number): number {
  return (rng.next() >>> 0) % n;
}

/** `items` in a shuffled order (the one shuffle, drawing from `rng`). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  return shuffleWith(items, (n) => below(rng, n));
}

export function pick<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[below(rng, items.length)];
}

/** A generator for one decision, from (seed, moves played): the same decision after an undo. */
export function decisionRng(seed: number, at: number): Rng {
  return kitRng(Math.imul(seed ^ 0x9e3779b9, 31) + at * 0x85ebca6b);
}
