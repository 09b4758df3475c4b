/**
 * The plague test: the disputed card is shuffled with one plague card per extra disputant
 * (blanks when the plague deck runs short), dealt face down and revealed together.
 */
import type { CardId } from '../ids';
import { shuffle } from '../../../kit/random';
import type { GameState } from '../state';
import { emit, gain, requireDispute, updateDispute } from './update';

export function runPlagueTest(s: GameState): GameState {
  const d = requireDispute(s);
  const extra = d.disputants.length - 1;
  const plagues = s.plagueDeck.slice(0, extra);
  const blanks: null[] = Array.from({ length: extra - plagues.length }, () => null);
  const fate = shuffle<CardId | null>(s.rng, [d.card, ...plagues, ...blanks]);
  const results = d.disputants.map((seat, i) => ({ seat, card: fate.items[i] ?? null }));
  let next: GameState = emit(
    { ...s, rng: fate.rng, plagueDeck: s.plagueDeck.slice(plagues.length) },
    { type: 'fateShuffled', card: d.card, disputants: d.disputants, plagues: plagues.length, blanks: blanks.length },
    { type: 'fateDealt', seats: d.disputants },
    { type: 'fateRevealed', card: d.card, results },
  );
  for (const { seat, card } of results) {
    if (card === null) continue;
    next = emit(gain(next, seat, card), { type: 'cardClaimed', seat, card, how: 'fate' });
    if (card === d.card) next = updateDispute(next, (x) => ({ ...x, winner: seat, settledBy: 'fate' }));
  }
  return next;
}
