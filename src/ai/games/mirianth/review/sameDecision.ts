/**
 * Whether two moves are the same decision: an announcement made and locked at once is the same as
 * locking a card already announced, and the order of cards in a list does not matter.
 */
import { canonicalJson } from '../../../../engine/kit/stateHash';
import { type Move, type PlayerView } from '../../../../engine/games/mirianth';

function normal(view: PlayerView, m: Move): unknown {
  if (m.type === 'lock') return { type: 'announce', card: view.round?.announcements[m.seat] ?? null };
  if (m.type === 'announce') return { type: 'announce', card: m.card };
  if (m.type === 'discardHeroes') return { ...m, cards: [...m.cards].sort() };
  return m;
}

export function sameDecision(view: PlayerView, a: Move, b: Move): boolean {
  return canonicalJson(normal(view, a)) === canonicalJson(normal(view, b));
}
