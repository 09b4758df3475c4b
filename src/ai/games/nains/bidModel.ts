/**
 * Bid planning from public information: for each tavern the cards' values to me, and for each
 * candidate coin the expected number of opponents ahead of me there, from their known coin sets and
 * gems (each opponent is assumed to spread its three highest coins over the taverns). Expected
 * card = the values sorted, read at that position. The 0 (or Trade coin) adds its exchange gain.
 */
import type { SeatId } from '../../../engine/kit/ids';
import { coinValue, isExchangeCoin } from '../../../engine/games/nains/rules/coins';
import { bidOptions } from '../../../engine/games/nains/rules/legal';
import { pouchOf } from '../../../engine/games/nains/rules/bidding';
import type { CardId, Coin } from '../../../engine/games/nains/types';
import { dwarfValue, turnsLeft, type Table } from './value';

export interface BidTable extends Table { taverns: readonly (readonly CardId[])[] }

/** Probability that `other` plays before me on a tavern where I bid `mine`. */
function aheadChance(mine: number, myGem: number, coins: readonly Coin[], gem: number): number {
  const top = coins.map(coinValue).sort((a, b) => b - a).slice(0, 3);
  let ahead = 0;
  for (const v of top) if (v > mine || (v === mine && gem > myGem)) ahead++;
  return ahead / Math.max(1, top.length);
}

/** Tavern card values for `seat`, best first. */
export function tavernValues(t: BidTable, seat: SeatId): number[][] {
  return t.taverns.map((cards) => cards.map((c) => dwarfValue(t, seat, c, true)).sort((a, b) => b - a));
}

/** The value at a fractional position in a best-first list (linear between neighbours). */
export function expectedAt(values: readonly number[], position: number): number {
  if (values.length === 0) return 0;
  const at = Math.min(values.length - 1, Math.max(0, position));
  const lo = Math.floor(at);
  const hi = Math.min(values.length - 1, lo + 1);
  const f = at - lo;
  return (values[lo] ?? 0) * (1 - f) + (values[hi] ?? 0) * f;
}

/** A score per candidate bid (higher is better). */
export function scoreBids(t: BidTable, seat: SeatId, hand: readonly Coin[]): { bid: Coin[]; score: number }[] {
  const values = tavernValues(t, seat);
  const myGem = t.players[seat]?.gem ?? 0;
  const others = t.players.map((p, i) => ({ p, i })).filter((x) => x.i !== seat);
  const left = turnsLeft(t);
  return bidOptions(hand).map((bid) => {
    let score = 0;
    bid.forEach((coin, ti) => {
      const v = coinValue(coin);
      let position = 0;
      for (const o of others) position += aheadChance(v, myGem, o.p.coins, o.p.gem);
      score += expectedAt(values[ti] ?? [], position);
    });
    const zeroAt = bid.findIndex(isExchangeCoin);
    if (zeroAt >= 0 && left > 0) {
      const pouch = pouchOf(hand, bid).map(coinValue).sort((a, b) => a - b);
      // Exchange: the higher pouch coin becomes the sum, a gain of the lower one, worth more with time left.
      score += (pouch[0] ?? 0) * (0.6 + 0.1 * Math.min(4, left));
    }
    return { bid, score };
  });
}

export function bestBid(t: BidTable, seat: SeatId, hand: readonly Coin[]): Coin[] {
  let best: Coin[] = [];
  let top = -Infinity;
  for (const { bid, score } of scoreBids(t, seat, hand)) if (score > top) { top = score; best = bid; }
  return best;
}
