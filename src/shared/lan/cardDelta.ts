/**
 * Updates carry only the card definitions a listener has not had yet: a card's definition never
 * changes and a card, once seen, stays seen for the rest of the game. A full view starts over.
 */
import type { PlayerView } from '../../engine';

/** `view` with its card definitions cut down to those not in `known` (which learns them). */
export function withNewCardsOnly(view: PlayerView, known: Set<string>, full: boolean): PlayerView {
  if (full) known.clear();
  const cards: PlayerView['cards'] = {};
  for (const [id, def] of Object.entries(view.cards)) {
    if (known.has(id)) continue;
    known.add(id);
    cards[id] = def;
  }
  return { ...view, cards };
}
