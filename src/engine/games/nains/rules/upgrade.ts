/** Coin upgrades (transformations): +bonus from the Treasury, old coin discarded. */
import type { SeatId } from '../../../kit/ids';
import type { Coin, NainsMove, NainsState, SeenPlacement } from '../types';
import { canUpgrade, coinValue, goldCoin, isGold } from './coins';
import { emit, withPlacement } from './state';
import { returnCoin, takeGold, treasuryPick } from './treasury';

export type CoinPlace = Extract<NainsMove, { type: 'upgrade' }>['where'];
const TAVERN_PLACES: readonly CoinPlace[] = ['tavern1', 'tavern2', 'tavern3'];

/**
 * Coins an upgrade may pick: pouch coins, plus (`any`) bids already face up this turn; never a
 * face-down bid, the 0 or the Trade coin. Distinct (place, coin) pairs.
 */
export function upgradeChoices(s: { placed: readonly SeenPlacement[] | null; revealed: number }, seat: SeatId, from: 'pouch' | 'any'): { where: CoinPlace; coin: Coin }[] {
  const placed = s.placed?.[seat];
  if (!placed) return [];
  const out: { where: CoinPlace; coin: Coin }[] = [];
  const add = (where: CoinPlace, coin: Coin): void => {
    if (canUpgrade(coin) && !out.some((o) => o.where === where && o.coin === coin)) out.push({ where, coin });
  };
  for (const c of placed.pouch ?? []) add('pouch', c);
  if (from === 'any') placed.taverns.forEach((c, i) => { const w = TAVERN_PLACES[i]; if (i < s.revealed && w && c !== null) add(w, c); });
  return out;
}

/** Upgrades one coin in place. No coin to take: nothing happens and the Lord keeps the coin. */
export function upgradeCoin(s: NainsState, seat: SeatId, where: CoinPlace, coin: Coin, bonus: number): NainsState {
  if (!canUpgrade(coin)) return s;
  const oldValue = coinValue(coin);
  const value = treasuryPick(s.treasury, oldValue + bonus, oldValue);
  if (value === null) return s;
  const fresh = goldCoin(value);
  const treasury = returnCoin(takeGold(s.treasury, value), coin);
  const boxedBronze = s.boxedBronze + (isGold(coin) ? 0 : 1);
  const swapped = withPlacement({ ...s, treasury, boxedBronze }, seat, (p) => {
    if (where === 'pouch') {
      const at = p.pouch.indexOf(coin);
      return { ...p, pouch: p.pouch.map((c, i) => (i === at ? fresh : c)) };
    }
    const at = TAVERN_PLACES.indexOf(where);
    return { ...p, taverns: p.taverns.map((c, i) => (i === at ? fresh : c)) };
  });
  return emit(swapped, { type: 'coinUpgraded', seat, from: coin, to: fresh });
}
