/** The AI kit's own seeded generator (pure-rand's xoroshiro128+), so the kit needs no game's helpers. */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Rng { next(): number }

export function kitRng(seed: number): Rng {
  const g = xoroshiro128plus(seed | 0);
  for (let i = 0; i < 8; i++) g.next();
  return g;
}

/** A uniform index below `n` (n > 0). */
export function below(rng: Rng, n: number): number {
  return (rng.next() >>> 0) % n;
}

export function pick<T>(rng: Rng, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[below(rng, items.length)];
}

/** A generator for one decision, from (seed, moves played): the same decision after an undo. */
export function decisionRng(seed: number, at: number): Rng {
  return kitRng(Math.imul(seed ^ 0x9e3779b9, 31) + at * 0x85ebca6b);
}
