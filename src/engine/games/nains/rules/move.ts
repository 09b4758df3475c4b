/**
 * A move's own rule, its legality, and the one answer a seat is forced to give. The statechart
 * wraps these; nothing here decides what comes next.
 */
import { sameCanonical } from '../../../kit/canonical';
import type { NainsMove, NainsState } from '../types';
import { placeBid } from './bidding';
import { exchangeCoins } from './exchange';
import { nainsLegalMoves } from './legal';
import { discardCard, pickCard } from './pick';
import { recruit } from './recruit';
import { svaraTake } from './svara';
import { upgradeCoin } from './upgrade';

/** Applies a move known to be legal: only its own rule, the decision it answers cleared. */
export function moveRule(s: NainsState, move: NainsMove): NainsState {
  const d = s.decision;
  const cleared: NainsState = { ...s, decision: null };
  switch (move.type) {
    case 'bid':
      return placeBid(s, move.seat, move.taverns);
    case 'pick':
      return pickCard(cleared, move.seat, move.card);
    case 'discard':
      return discardCard(cleared, move.card);
    case 'upgrade':
      return upgradeCoin(cleared, move.seat, move.where, move.coin, d?.kind === 'upgrade' ? d.bonus : 0);
    case 'recruit':
      return recruit(cleared, move.seat, move.card, move.column);
    case 'svara':
      return svaraTake(cleared, move.seat, move.card, d?.kind === 'svara' ? d.cards : []);
    case 'exchange':
      return exchangeCoins(cleared, move.seat, move.discard);
  }
}

export function isLegal(s: NainsState, move: NainsMove): boolean {
  return nainsLegalMoves(s, move.seat).some((m) => sameCanonical(m, move));
}

/**
 * The only answer the deciding Lord has (a last card, a single choice), or null. Bids are never
 * forced (five coins always split several ways), so they are not built.
 */
export function forcedMove(s: NainsState): NainsMove | null {
  const seat = s.decision?.seat;
  if (seat === undefined) return null;
  const legal = nainsLegalMoves(s, seat);
  return legal.length === 1 ? (legal[0] ?? null) : null;
}
