/** Svara: look at the top 5 of the Era 2 deck, put one in the army, shuffle the rest back. */
import type { SeatId } from '../../../kit/ids';
import { shuffle } from '../../../kit/random';
import { dwarf } from '../catalog';
import type { CardId, NainsState } from '../types';
import { placeCard } from './army';
import { settleLines } from './lines';
import { emit, withPlayer } from './state';

export const SVARA_LOOK = 5;

/** Takes the look into the decision (none if the deck is empty: no effect). */
export function svaraLook(s: NainsState, seat: SeatId): NainsState {
  const cards = s.decks.era2.slice(0, SVARA_LOOK);
  if (cards.length === 0) return s;
  const decks = { ...s.decks, era2: s.decks.era2.slice(cards.length) };
  return emit({ ...s, decks, decision: { kind: 'svara', seat, cards } }, { type: 'svaraLooked', seat, count: cards.length, cards });
}

/** The chosen card enters the army (no coin used: no Retaliation upgrade); the rest are shuffled back. */
export function svaraTake(s: NainsState, seat: SeatId, card: CardId, looked: readonly CardId[]): NainsState {
  const d = dwarf(card);
  if (!d) return s;
  const rest = looked.filter((c) => c !== card);
  const shuffled = shuffle(s.rng, [...s.decks.era2, ...rest]);
  let pariah = false;
  let next = withPlayer({ ...s, rng: shuffled.rng, decks: { ...s.decks, era2: shuffled.items } }, seat, (p) => {
    const placed = placeCard(p.army, d.order, card);
    pariah = placed.pariah;
    return { ...p, army: placed.army };
  });
  next = emit(next, { type: 'svaraTook', seat, card, column: d.order, pariah });
  return settleLines(next, seat);
}
