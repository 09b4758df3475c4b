/** Discarding: a card leaves its owner's faction for the box. */
import type { DiscardReason } from '../events';
import type { CardId, SeatId } from '../ids';
import type { GameState } from '../state';
import { emit, lose, toBox } from './update';

export function discard(s: GameState, seat: SeatId, card: CardId, reason: DiscardReason): GameState {
  return emit(toBox(lose(s, seat, card), card), { type: 'cardDiscarded', seat, card, reason });
}

export function discardAll(s: GameState, seat: SeatId, cards: readonly CardId[], reason: DiscardReason): GameState {
  return cards.reduce((next, card) => discard(next, seat, card, reason), s);
}
