/**
 * Giving up a claim: the seat leaves the dispute and will pick an unannounced card.
 * When one disputant is left, the disputed card is theirs.
 */
import type { ClaimHow } from '../events';
import type { CardId, SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { GameState, PublicState, SettledBy } from '../state';
import { emit, gain, requireDispute, requireRound, updateDispute, updateRound } from './update';

export function award(s: GameState, seat: SeatId, how: ClaimHow & SettledBy): GameState {
  const d = requireDispute(s);
  const next = updateDispute(gain(s, seat, d.card), (x) => ({ ...x, winner: seat, settledBy: how, pending: null }));
  return emit(next, { type: 'cardClaimed', seat, card: d.card, how });
}

export function concede(s: GameState, seat: SeatId, how: ClaimHow & SettledBy): GameState {
  const d = requireDispute(s);
  let next = updateDispute(s, (x) => ({ ...x, disputants: x.disputants.filter((p) => p !== seat) }));
  next = updateRound(next, (r) => ({ ...r, pickQueue: [...r.pickQueue, seat] }));
  next = emit(next, { type: 'conceded', seat, card: d.card });
  const left = requireDispute(next).disputants;
  return left.length === 1 && left[0] !== undefined ? award(next, left[0], how) : next;
}

/** Conceders with one open card or none have nothing to choose: settle them at once. */
export function settleForcedPicks(s: GameState): GameState {
  let next = s;
  for (;;) {
    const r = requireRound(next);
    const seat = r.pickQueue[0];
    if (seat === undefined || r.open.length > 1) return next;
    const card = r.open[0];
    next = card === undefined ? skipPick(next, seat) : takePick(next, seat, card);
  }
}

function skipPick(s: GameState, seat: SeatId): GameState {
  return emit(updateRound(s, (r) => ({ ...r, pickQueue: r.pickQueue.slice(1) })), { type: 'nothingReceived', seat });
}

function takePick(s: GameState, seat: SeatId, card: CardId): GameState {
  const next = updateRound(gain(s, seat, card), (r) => ({
    ...r, pickQueue: r.pickQueue.slice(1), open: r.open.filter((id) => id !== card),
  }));
  return emit(next, { type: 'cardClaimed', seat, card, how: 'pick' });
}

export function checkPick(s: PublicState, m: MoveOf<'pick'>): Refusal | null {
  const r = requireRound(s);
  if (!r.open.includes(m.card)) return refuse('illegal', 'pickOpenCard');
  return null;
}

export function applyPick(s: GameState, m: MoveOf<'pick'>): GameState {
  return takePick(s, m.seat, m.card);
}
