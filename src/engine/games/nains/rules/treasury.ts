/** Taking from and returning to the Royal Treasury, with the book's fallbacks. */
import type { Coin } from '../types';
import { coinValue, isGold } from './coins';

/**
 * The value a Lord takes for `target`: that value, else the lowest above, else the highest below;
 * never the value of the coin just discarded. Null when nothing can be taken.
 */
export function treasuryPick(treasury: readonly number[], target: number, excluded: number): number | null {
  const available = (v: number): boolean => v !== excluded && (treasury[v] ?? 0) > 0;
  if (available(target)) return target;
  for (let v = target + 1; v < treasury.length; v++) if (available(v)) return v;
  for (let v = Math.min(target - 1, treasury.length - 1); v >= 0; v--) if (available(v)) return v;
  return null;
}

export function takeGold(treasury: readonly number[], value: number): number[] {
  return treasury.map((n, v) => (v === value ? n - 1 : n));
}

/** A discarded gold coin returns to its slot; bronze goes to the box (counted by the caller). */
export function returnCoin(treasury: readonly number[], coin: Coin): number[] {
  if (!isGold(coin)) return treasury.slice();
  const value = coinValue(coin);
  return treasury.map((n, v) => (v === value ? n + 1 : n));
}
