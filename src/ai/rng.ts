/** Bots' own randomness (never the game's): a mutable xoroshiro128+ generator. */
import { xoroshiro128plus as make } from 'pure-rand/generator/xoroshiro128plus';

export type XoroShiro128Plus = ReturnType<typeof make>;

export function xoroshiro128plus(seed: number): XoroShiro128Plus {
  const g = make(seed | 0);
  for (let i = 0; i < 16; i++) g.next();
  return g;
}
