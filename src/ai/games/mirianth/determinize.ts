/**
 * Determinization: a full game state consistent with a player's view. The hidden parts are the
 * order of the draw deck and of the plague deck, and the game's generator. The unseen cards are
 * the catalog for the player count minus everything the view shows; they are shuffled, and the
 * Last Round card (while unseen) is placed uniformly among the positions it can still occupy
 * (the bottom 10/15/20 + 1 of the original deck).
 */
import type { CardDef, CardId, GameState, PlayerView } from '../../../engine/games/mirianth';
import { LAST_ROUND_ID } from '../../../engine/games/mirianth/cards/catalog';
import { seedRng } from '../../../engine/kit/random';
import { lastRoundSpan, unseenCards } from './knowledge';
import type { XoroShiro128Plus } from './rng';
import { below as kitBelow, shuffled } from '../../kit/rng';

/** A uniform index below `n`; no draw for a span of one (the generator's stream stays as it was). */
function below(rng: XoroShiro128Plus, n: number): number {
  return n <= 1 ? 0 : kitBelow(rng, n);
}

/**
 * A draw-deck order consistent with the view (index 0 = top). The Last Round card, while unseen,
 * goes to a uniformly random position of its span, or to quantile `u` of it when given.
 */
export function sampleDrawDeck(view: PlayerView, rng: XoroShiro128Plus, u?: number): CardId[] {
  const unseen = unseenCards(view).draw;
  const rest = shuffled(rng, unseen.filter((d) => d.id !== LAST_ROUND_ID).map((d) => d.id));
  if (!unseen.some((d) => d.id === LAST_ROUND_ID)) return rest;
  const span = lastRoundSpan(view);
  const width = span ? span.hi - span.lo + 1 : 0;
  const at = span ? span.lo + (u === undefined ? below(rng, width) : Math.min(width - 1, Math.floor(u * width))) : rest.length;
  rest.splice(Math.min(at, rest.length), 0, LAST_ROUND_ID);
  return rest;
}

/** A full state the view could have come from. Only valid when the catalog explains the view. */
export function determinize(view: PlayerView, rng: XoroShiro128Plus): GameState {
  const unseen = unseenCards(view);
  const cards: Record<string, CardDef> = { ...view.cards };
  for (const d of unseen.draw) cards[d.id] = d;
  for (const d of unseen.plague) cards[d.id] = d;
  const seed = rng.next() >>> 0;
  return {
    game: view.game,
    ...(view.rulesVersion === undefined ? {} : { rulesVersion: view.rulesVersion }),
    step: view.step,
    players: view.players,
    cards,
    box: view.box,
    aside: view.aside,
    roundNo: view.roundNo,
    revealer: view.revealer,
    lastRound: view.lastRound,
    round: view.round,
    promises: view.promises,
    promiseCounter: view.promiseCounter,
    resolution: view.resolution,
    result: view.result,
    seed,
    rng: seedRng(seed),
    drawDeck: sampleDrawDeck(view, rng),
    plagueDeck: shuffled(rng, unseen.plague.map((d) => d.id)),
    events: [],
  };
}
