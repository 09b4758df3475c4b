/** The coin exchange after a 0 (or Trade coin) bid: the pouch's two coins become their sum. */
import type { SeatId } from '../../../kit/ids';
import type { Coin, NainsState } from '../types';
import { coinValue, goldCoin, isGold } from './coins';
import { emit, withPlacement } from './state';
import { returnCoin, takeGold, treasuryPick } from './treasury';

/** Coins the Lord may discard: the higher one, or either of two equal values when they differ in kind. */
export function exchangeDiscards(pouch: readonly Coin[]): Coin[] {
  const [a, b] = pouch;
  if (a === undefined || b === undefined) return [];
  if (coinValue(a) === coinValue(b)) return a === b ? [a] : [a, b];
  return [coinValue(a) > coinValue(b) ? a : b];
}

export function exchangeCoins(s: NainsState, seat: SeatId, discarded: Coin): NainsState {
  const pouch = s.placed?.[seat]?.pouch ?? [];
  if (pouch.length < 2 || !pouch.includes(discarded)) return s;
  const target = pouch.reduce((sum, c) => sum + coinValue(c), 0);
  const value = treasuryPick(s.treasury, target, coinValue(discarded));
  if (value === null) return emit(s, { type: 'coinsExchanged', seat, pouch: pouch.slice(), discarded, took: null });
  const fresh = goldCoin(value);
  const treasury = returnCoin(takeGold(s.treasury, value), discarded);
  const boxedBronze = s.boxedBronze + (isGold(discarded) ? 0 : 1);
  const at = pouch.indexOf(discarded);
  const next = withPlacement({ ...s, treasury, boxedBronze }, seat, (p) => ({ ...p, pouch: p.pouch.map((c, i) => (i === at ? fresh : c)) }));
  return emit(next, { type: 'coinsExchanged', seat, pouch: pouch.slice(), discarded, took: fresh });
}
