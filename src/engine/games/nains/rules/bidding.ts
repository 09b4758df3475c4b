/** Secret simultaneous bids through the kit's commits; all in, the placements are fixed. */
import { seats, type SeatId } from '../../../kit/ids';
import { commit, commits, revealedCommits } from '../../../kit/steps';
import type { Coin, NainsState, Placement } from '../types';
import { emit } from './state';

export function openBids(s: NainsState): NainsState {
  return { ...s, step: 'bidding', bids: commits<Coin[]>(seats(s.names.length)), placed: null, revealed: 0, run: null };
}

/** The coins left in hand once `taverns` are taken out (each listed coin removes one). */
export function pouchOf(hand: readonly Coin[], taverns: readonly Coin[]): Coin[] {
  const rest = hand.slice();
  for (const c of taverns) {
    const at = rest.indexOf(c);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}

export function placeBid(s: NainsState, seat: SeatId, taverns: readonly Coin[]): NainsState {
  if (!s.bids) return s;
  const bids = commit(s.bids, seat, taverns.slice());
  const next = emit({ ...s, bids }, { type: 'bidPlaced', seat, taverns: taverns.slice() });
  const all = revealedCommits(bids);
  if (!all) return next;
  const placed: Placement[] = next.players.map((p, i) => {
    const t = all[i] ?? [];
    return { taverns: t.slice(), pouch: pouchOf(p.coins, t) };
  });
  return { ...next, bids: null, placed, players: next.players.map((p) => ({ ...p, coins: [] })) };
}
