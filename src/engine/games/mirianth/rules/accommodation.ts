/** Initial and final accommodation: heroes beyond the buildings' room are discarded, owner's choice. */
import type { SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { GameState, PublicState } from '../state';
import { discardAll } from './discard';
import { distinct, heroes, homeless } from './query';
import { markDone } from './resolution';

export function checkDiscardHeroes(s: PublicState, m: MoveOf<'discardHeroes'>): Refusal | null {
  const need = homeless(s, m.seat);
  const mine = heroes(s, m.seat);
  if (!distinct(m.cards)) return refuse('illegal', 'cardTwice');
  if (!m.cards.every((id) => mine.includes(id))) return refuse('notYourCard', 'discardOwnHeroes');
  if (m.cards.length !== need) return refuse('illegal', 'discardHeroCount', { need });
  return null;
}

export function applyDiscardHeroes(s: GameState, m: MoveOf<'discardHeroes'>): GameState {
  return markDone(discardAll(s, m.seat, m.cards, 'accommodation'), m.seat);
}

export function forcedDiscardHeroes(s: PublicState, seat: SeatId): MoveOf<'discardHeroes'> | null {
  const need = homeless(s, seat);
  const mine = heroes(s, seat);
  if (need === 0) return { type: 'discardHeroes', seat, cards: [] };
  return need === mine.length ? { type: 'discardHeroes', seat, cards: mine } : null;
}
