/**
 * playerView: the only way state leaves the engine toward a player. It drops the seed, the PRNG,
 * the order and identity of both decks, and definitions of cards nobody has seen.
 * Everything else at the table is public, so all seats see the same view.
 */
import type { CardDef } from './cards/catalog';
import type { CardId, SeatId } from './ids';
import { awaitingSeats } from './steps/registry';
import type { GameState, PublicState } from './state';

export interface PlayerView extends PublicState {
  /** The seat this view was made for; null for a spectator. */
  you: SeatId | null;
  drawCount: number;
  plagueCount: number;
  awaiting: SeatId[];
}

export function visibleCards(s: GameState): CardId[] {
  const ids: CardId[] = [...s.box, ...s.aside];
  for (const p of s.players) ids.push(p.kingdom, ...p.faction, ...p.defeated);
  if (s.round) ids.push(...s.round.revealed);
  return ids;
}

export function playerView(s: GameState, seat: SeatId | null): PlayerView {
  const cards: Record<string, CardDef> = {};
  for (const id of visibleCards(s)) {
    const def = s.cards[id];
    if (def) cards[id] = def;
  }
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
