/** Announcements: public, changeable until locked; then each card goes to its one claimant or into dispute. */
import { turnOrder, type CardId, type SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { Dispute, GameState, PublicState, RoundState } from '../state';
import { emit, gain, requireRound, updateRound } from './update';

export const PROPOSALS_PER_DISPUTE = 3;

/** A player may announce nothing only when fewer cards than players were revealed. */
export function mayPass(s: PublicState): boolean {
  return requireRound(s).revealed.length < s.players.length;
}

export function checkAnnounce(s: PublicState, m: MoveOf<'announce'>): Refusal | null {
  const r = requireRound(s);
  if (m.card === null) return mayPass(s) ? null : refuse('illegal', 'mustAnnounce');
  if (!r.revealed.includes(m.card)) return refuse('illegal', 'announceRevealed');
  return null;
}

export function applyAnnounce(s: GameState, m: MoveOf<'announce'>): GameState {
  const next = updateRound(s, (r) => setAt(r, 'announcements', m.seat, m.card));
  const announced = emit(next, { type: 'announced', seat: m.seat, card: m.card });
  return m.lock ? applyLock(announced, { type: 'lock', seat: m.seat }) : announced;
}

export function checkLock(s: PublicState, m: MoveOf<'lock'>): Refusal | null {
  const r = requireRound(s);
  if (r.announcements[m.seat] === null && !mayPass(s)) return refuse('illegal', 'announceBeforeLock');
  return null;
}

export function applyLock(s: GameState, m: MoveOf<'lock'>): GameState {
  return emit(updateRound(s, (r) => setAt(r, 'locked', m.seat, true)), { type: 'locked', seat: m.seat });
}

function setAt<K extends 'announcements' | 'locked'>(r: RoundState, key: K, seat: SeatId, value: RoundState[K][number]): RoundState {
  const list = r[key].slice() as RoundState[K];
  list[seat] = value;
  return { ...r, [key]: list };
}

/** After lock-in: lone claims are granted, unannounced cards stay open, shared claims become disputes. */
export function settleLocks(s: GameState): GameState {
  const r = requireRound(s);
  const order = turnOrder(s.players.length, r.revealer);
  let next = s;
  const open: CardId[] = [];
  const disputes: Dispute[] = [];
  for (const card of r.revealed) {
    const claimants = order.filter((seat) => r.announcements[seat] === card);
    const only = claimants[0];
    if (only === undefined) open.push(card);
    else if (claimants.length === 1) next = emit(gain(next, only, card), { type: 'cardClaimed', seat: only, card, how: 'uncontested' });
    else {
      disputes.push({
        card, disputants: claimants, proposalsLeft: s.players.map(() => PROPOSALS_PER_DISPUTE), noDeal: [],
        pending: null, peddlerQueue: null, winner: null, settledBy: null,
      });
    }
  }
  return updateRound(next, (round) => ({ ...round, open, disputes, current: -1 }));
}

/** Moves on to the next dispute, if any. */
export function advanceDispute(s: GameState): GameState {
  const next = updateRound(s, (r) => ({ ...r, current: r.current + 1 }));
  const r = requireRound(next);
  const d = r.disputes[r.current];
  return d ? emit(next, { type: 'disputeOpened', card: d.card, disputants: d.disputants }) : next;
}
