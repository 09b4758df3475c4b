/**
 * Issue 24 item 2 on the table: before the flip, the deck of fate looks the same whoever wins.
 * The pile (what is gathered and shuffled, with which backs) and the covers dealt to the
 * disputants depend only on the disputed card, the plague cards and the seats, never on who
 * got which card; the disputed card does not keep the main deck's back.
 */
import { describe, expect, it } from 'vitest';
import { cardId, seatId, type CardId } from '../../../src/engine/games/mirianth';
import { FATE_BACK, fateCovers, fatePile } from '../../../src/renderer/games/mirianth/table/anim/beats/fatePile';

const disputed = cardId('griffin-1');
const seats = [seatId(0), seatId(2), seatId(3)];

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

describe('the deck of fate before the flip', () => {
  for (const fate of [[disputed, cardId('plague-3'), cardId('plague-7')], [disputed, cardId('plague-3'), null]] as (CardId | null)[][]) {
    it(`shows the same pile and the same deal whoever wins (${fate.map(String).join(', ')})`, () => {
      const seen = permutations(fate).map((cards) => {
        const results = seats.map((seat, i) => ({ seat, card: cards[i] ?? null }));
        const pile = fatePile(disputed, results);
        // What a watcher sees: the backs in gathering order, then the covers dealt per seat.
        return JSON.stringify({ pile: pile.map((p) => p.back), order: pile.map((p) => p.card), covers: fateCovers(results) });
      });
      expect(new Set(seen).size).toBe(1);
    });
  }

  it('puts every card of fate, the disputed one included, under the one fate back', () => {
    const pile = fatePile(disputed, [{ seat: seatId(0), card: cardId('plague-1') }, { seat: seatId(1), card: disputed }]);
    expect(pile.map((p) => p.card)).toEqual([disputed, cardId('plague-1')]);
    expect(pile.every((p) => p.back === FATE_BACK)).toBe(true);
    expect(FATE_BACK).not.toBe('draw');
  });
});
