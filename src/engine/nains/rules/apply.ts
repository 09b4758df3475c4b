/**
 * One move through the pure rules: the move's own rule, then the tavern driver, then every forced
 * single answer (the kit's `settleForced`). The statechart wraps this; search may call it directly.
 */
import { canonicalKey } from '../../kit/canonical';
import { settleForced } from '../../kit/steps';
import type { NainsMove, NainsState } from '../types';
import { advance } from './advance';
import { placeBid } from './bidding';
import { exchangeCoins } from './exchange';
import { nainsLegalMoves } from './legal';
import { discardCard, pickCard } from './pick';
import { recruit } from './recruit';
import { svaraTake } from './svara';
import { upgradeCoin } from './upgrade';

function ruleOf(s: NainsState, move: NainsMove): NainsState {
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

/** Applies a move already known to be legal (no check), then the driver. */
export function applyLegal(s: NainsState, move: NainsMove): NainsState {
  return advance(ruleOf(s, move));
}

export function isLegal(s: NainsState, move: NainsMove): boolean {
  const key = canonicalKey(move);
  return nainsLegalMoves(s, move.seat).some((m) => canonicalKey(m) === key);
}

/** Bids are never forced (five coins always split several ways): skip building them. */
const forcedCandidates = (s: NainsState, seat: NainsMove['seat']): NainsMove[] => (s.step === 'bidding' ? [] : nainsLegalMoves(s, seat));

/** A fresh event list, the move, then forced answers (a last card, a single choice). */
export function applyNains(s: NainsState, move: NainsMove): NainsState {
  const first = applyLegal({ ...s, events: [] }, move);
  return settleForced<NainsState, NainsMove>(first, { awaiting: (x) => x.awaiting, legal: forcedCandidates, apply: applyLegal }).state;
}
