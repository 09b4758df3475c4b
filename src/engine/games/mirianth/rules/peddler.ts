/**
 * Peddler and Merchant: when bargaining fails, holders (in turn order) may play one to decide
 * who gets the disputed card, then must hand it to another disputant. From rules version 2 that
 * is anyone who took part in the dispute (the book: "a player who participated in the dispute"),
 * one who gave up their claim during it included.
 */
import { turnOrder, type CardId, type SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import { rulesAtLeast } from '../rulesVersion';
import type { Dispute, GameState, PublicState } from '../state';
import { award, concede } from './concede';
import { cardDef, owns, player } from './query';
import { currentDispute, emit, gain, lose, requireDispute, requireRound, updateDispute } from './update';

export function isDealer(s: PublicState, id: string): boolean {
  const d = s.cards[id];
  return d !== undefined && (d.kind === 'peddler' || d.kind === 'merchant');
}

export function dealersOf(s: PublicState, seat: SeatId): CardId[] {
  return player(s, seat).faction.filter((id) => isDealer(s, id));
}

/** Everyone who announced the disputed card, in turn order: they took part in the dispute. */
export function participants(s: PublicState, d: Dispute): SeatId[] {
  const r = requireRound(s);
  return turnOrder(s.players.length, r.revealer).filter((seat) => r.announcements[seat] === d.card);
}

/** Who a holder playing a Peddler or Merchant may hand it to. */
export function peddlerRecipients(s: PublicState, d: Dispute, holder: SeatId): SeatId[] {
  return (rulesAtLeast(s, 2) ? participants(s, d) : d.disputants).filter((seat) => seat !== holder);
}

export function openPeddlerWindow(s: GameState): GameState {
  const order = turnOrder(s.players.length, requireRound(s).revealer);
  const holders = order.filter((seat) => dealersOf(s, seat).length > 0);
  return updateDispute(s, (d) => ({ ...d, peddlerQueue: holders }));
}

export function peddlerAwaits(s: PublicState): SeatId[] {
  const d = currentDispute(s);
  const first = d?.peddlerQueue?.[0];
  return d && d.winner === null && first !== undefined ? [first] : [];
}

export function checkPlayPeddler(s: PublicState, m: MoveOf<'playPeddler'>): Refusal | null {
  const d = requireDispute(s);
  if (!owns(s, m.seat, m.card) || !isDealer(s, m.card)) return refuse('notYourCard', 'peddlerOwn');
  if (!d.disputants.includes(m.winner)) return refuse('illegal', 'winnerDisputant');
  if (!peddlerRecipients(s, d, m.seat).includes(m.handTo)) {
    return refuse('illegal', rulesAtLeast(s, 2) ? 'handToParticipant' : 'handToOtherDisputant', { kind: cardDef(s, m.card).kind });
  }
  return null;
}

export function applyPlayPeddler(s: GameState, m: MoveOf<'playPeddler'>): GameState {
  let next = emit(s, { type: 'peddlerPlayed', seat: m.seat, card: m.card, winner: m.winner, handTo: m.handTo });
  for (const seat of requireDispute(next).disputants) if (seat !== m.winner) next = concede(next, seat, 'peddler');
  if (requireDispute(next).winner === null) next = award(next, m.winner, 'peddler');
  next = gain(lose(next, m.seat, m.card), m.handTo, m.card);
  return emit(next, { type: 'cardTraded', card: m.card, from: m.seat, to: m.handTo });
}

export function applyPassPeddler(s: GameState, m: MoveOf<'passPeddler'>): GameState {
  const next = updateDispute(s, (d) => ({ ...d, peddlerQueue: (d.peddlerQueue ?? []).slice(1) }));
  return emit(next, { type: 'peddlerPassed', seat: m.seat });
}
