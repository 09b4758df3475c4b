/**
 * Updates carry only the card definitions a listener has not had yet: a card's definition never
 * changes and a card, once seen, stays seen for the rest of the game. A full view starts over.
 * The convention for any game: a view whose `cards` field is a record of definitions by id gets
 * this treatment (Mirianth's does); any other view travels whole.
 */

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `view` with its card definitions cut down to those not in `known` (which learns them). */
export function withNewCardsOnly<V>(view: V, known: Set<string>, full: boolean): V {
  if (full) known.clear();
  if (!isRecord(view) || !isRecord(view['cards'])) return view;
  const cards: Record<string, unknown> = {};
  for (const [id, def] of Object.entries(view['cards'])) {
    if (known.has(id)) continue;
    known.add(id);
    cards[id] = def;
  }
  return { ...view, cards };
}
