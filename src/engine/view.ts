/**
 * playerView: the only way state leaves the engine toward a player. It drops the seed, the PRNG,
 * the order and identity of both decks, and definitions of cards nobody has seen.
 * Everything else at the table is public, so all seats see the same view.
 */
import type { CardDef } from './cards/catalog';
import type { SeatId } from './ids';
import { awaitingSeats } from './steps/registry';
import type { GameState, PublicState } from './state';

export interface PlayerView extends PublicState {
  /** The seat this view was made for; null for a spectator. */
  you: SeatId | null;
  drawCount: number;
  plagueCount: number;
  awaiting: SeatId[];
}

/**
 * Cards leave the decks but never return, so the visible set only changes when a deck array
 * does: remember the last answer per (catalog, draw deck, plague deck).
 */
let memo: {
  cards: GameState['cards'];
  defs: CardDef[];
  draw: GameState['drawDeck'];
  plague: GameState['plagueDeck'];
  visible: Record<string, CardDef>;
} | null = null;

function visibleDefs(s: GameState): Record<string, CardDef> {
  if (memo && memo.cards === s.cards && memo.draw === s.drawDeck && memo.plague === s.plagueDeck) return memo.visible;
  const defs = memo?.cards === s.cards ? memo.defs : Object.values(s.cards);
  const hidden = new Set<string>(s.drawDeck);
  for (const id of s.plagueDeck) hidden.add(id);
  const visible: Record<string, CardDef> = {};
  for (const def of defs) if (!hidden.has(def.id)) visible[def.id] = def;
  memo = { cards: s.cards, defs, draw: s.drawDeck, plague: s.plagueDeck, visible };
  return visible;
}

export function playerView(s: GameState, seat: SeatId | null): PlayerView {
  const cards = visibleDefs(s);
  return {
    game: s.game,
    step: s.step,
    players: s.players,
    cards,
    box: s.box,
    aside: s.aside,
    roundNo: s.roundNo,
    revealer: s.revealer,
    lastRound: s.lastRound,
    round: s.round,
    promises: s.promises,
    promiseCounter: s.promiseCounter,
    resolution: s.resolution,
    result: s.result,
    you: seat,
    drawCount: s.drawDeck.length,
    plagueCount: s.plagueDeck.length,
    awaiting: awaitingSeats(s),
  };
}
