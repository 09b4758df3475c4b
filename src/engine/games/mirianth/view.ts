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
 * Cards leave the decks but never return, so the visible set only grows: remember the last
 * answer, and when the decks have only lost cards from the top since, add those instead of
 * rebuilding. Anything else (another game, a replay stepping back) rebuilds from scratch.
 */
let memo: {
  cards: GameState['cards'];
  draw: GameState['drawDeck'];
  plague: GameState['plagueDeck'];
  visible: Record<string, CardDef>;
} | null = null;

/** The ids `before` lost from its top to become `after`, or null when `after` is not such a tail. */
function takenFromTop(before: readonly string[], after: readonly string[]): readonly string[] | null {
  const cut = before.length - after.length;
  if (cut < 0) return null;
  for (let i = 0; i < after.length; i++) if (before[cut + i] !== after[i]) return null;
  return before.slice(0, cut);
}

/**
 * An empty object in V8's dictionary mode. Each game reveals cards in its own order, so building
 * these maps key by key in fast mode made a new hidden class per key and per game: copying one
 * cost about three times as much (measured in the bench profile).
 */
function dictionary(): Record<string, CardDef> {
  const o: Record<string, unknown> = { dictionaryMode: 0 };
  delete o.dictionaryMode;
  return o as Record<string, CardDef>;
}

function rebuild(s: GameState): Record<string, CardDef> {
  const hidden = new Set<string>(s.drawDeck);
  for (const id of s.plagueDeck) hidden.add(id);
  const visible = dictionary();
  for (const id in s.cards) {
    const def = s.cards[id];
    if (def && !hidden.has(id)) visible[id] = def;
  }
  return visible;
}

function visibleDefs(s: GameState): Record<string, CardDef> {
  if (memo && memo.cards === s.cards && memo.draw === s.drawDeck && memo.plague === s.plagueDeck) return memo.visible;
  let visible: Record<string, CardDef> | null = null;
  if (memo && memo.cards === s.cards) {
    const drawn = takenFromTop(memo.draw, s.drawDeck);
    const plagued = drawn && takenFromTop(memo.plague, s.plagueDeck);
    if (drawn && plagued) {
      visible = dictionary();
      for (const id in memo.visible) visible[id] = memo.visible[id] as CardDef;
      for (const ids of [drawn, plagued]) {
        for (const id of ids) {
          const def = s.cards[id];
          if (def) visible[id] = def;
        }
      }
    }
  }
  visible ??= rebuild(s);
  memo = { cards: s.cards, draw: s.drawDeck, plague: s.plagueDeck, visible };
  return visible;
}

export function playerView(s: GameState, seat: SeatId | null): PlayerView {
  const cards = visibleDefs(s);
  return {
    game: s.game,
    ...(s.rulesVersion === undefined ? {} : { rulesVersion: s.rulesVersion }),
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
