/**
 * The greedy policy (the normal bot, and every seat in the hard bot's look-ahead): each decision
 * takes the move of highest value from `value.ts` / `bidModel.ts`. Reads only public parts and
 * the seat's own coins, so it works on a seat's view and on a full state alike.
 */
import type { SeatId } from '../../../engine/kit/ids';
import { isExchangeCoin, coinValue } from '../../../engine/games/nains/rules/coins';
import { nainsLegalMoves, type LegalInput } from '../../../engine/games/nains/rules/legal';
import { treasuryPick } from '../../../engine/games/nains/rules/treasury';
import type { NainsMove } from '../../../engine/games/nains/types';
import { bestBid, type BidTable } from './bidModel';
import { dwarfValue, standValue } from './value';

export type PolicyInput = LegalInput & BidTable & { treasury: readonly number[] };

/** Value of a move for its seat (bids are valued by the bid model instead). */
export function moveValue(s: PolicyInput, move: NainsMove): number {
  const seat = move.seat;
  switch (move.type) {
    case 'pick': {
      const coin = s.run ? s.placed?.[seat]?.taverns[s.run.tavern] ?? null : null;
      return dwarfValue(s, seat, move.card, coin !== null && (!isExchangeCoin(coin) || (s.placed?.[seat]?.pouch ?? []).length > 0));
    }
    case 'discard': {
      // The card kept goes to the other Lord: discard the one they want most.
      const other = s.players.findIndex((_, i) => i !== seat) as SeatId;
      return dwarfValue(s, other, move.card, true);
    }
    case 'upgrade': {
      const from = coinValue(move.coin);
      const d = s.decision;
      const bonus = d?.kind === 'upgrade' ? d.bonus : 1;
      const to = treasuryPick(s.treasury, from + bonus, from) ?? from;
      return to - from + (move.where === 'pouch' ? 0.1 : 0) + from * 0.01;
    }
    case 'recruit':
      return standValue(s, seat, move.card, move.column);
    case 'svara':
      return dwarfValue(s, seat, move.card, false);
    case 'exchange':
      return 0;
    case 'bid':
      return 0;
  }
}

export function greedyMove(s: PolicyInput, seat: SeatId): NainsMove | null {
  const legal = nainsLegalMoves(s, seat);
  if (legal.length === 0) return null;
  if (legal[0]?.type === 'bid') {
    const taverns = bestBid(s, seat, s.players[seat]?.coins ?? []);
    return { type: 'bid', seat, taverns };
  }
  let best: NainsMove | null = legal[0] ?? null;
  let top = -Infinity;
  for (const m of legal) {
    const v = moveValue(s, m);
    if (v > top) { top = v; best = m; }
  }
  return best;
}
