/**
 * Mirianth's undo barrier, derived mechanically from the two states around a move instead of a
 * hand-kept list of event types: a move is a barrier when it consumed randomness (the PRNG state
 * changed) or when a card that was hidden became visible. `playerView` hides exactly the cards
 * still in the draw and plague decks, so "became visible" is "left a deck".
 * Tested against the event list undo used before (`HIDDEN_INFO_EVENTS`) on many random games.
 */
import type { GameState } from './state';

function sameRng(a: GameState['rng'], b: GameState['rng']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Cards only ever leave the decks, so a hidden card was revealed when a deck lost one. */
function revealedHidden(prev: GameState, next: GameState): boolean {
  if (prev.drawDeck === next.drawDeck && prev.plagueDeck === next.plagueDeck) return false;
  const stillHidden = new Set<string>(next.drawDeck);
  for (const id of next.plagueDeck) stillHidden.add(id);
  for (const id of prev.drawDeck) if (!stillHidden.has(id)) return true;
  for (const id of prev.plagueDeck) if (!stillHidden.has(id)) return true;
  return false;
}

export function mirianthIsBarrier(prev: GameState, next: GameState): boolean {
  return !sameRng(prev.rng, next.rng) || revealedHidden(prev, next);
}
