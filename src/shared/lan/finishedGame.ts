/**
 * A finished LAN game as its player's client saw it: the table (names, which seats were AI and at
 * what level) and the last view of the game (final scores and winners, public once it is over),
 * under the host's public game id. Nothing hidden is needed: a client never has the seed or the
 * moves of others. The renderer keeps it in the player's records (`renderer/records/lanRecord.ts`).
 */
import type { BotLevel } from '../../engine/kit/module';
import { findGame, REGISTRY, type GameCatalog } from '../../engine/registry';
import type { ClientSnapshot } from './clientState';
import { gameOf } from './games';

export interface FinishedLanGame {
  /** The host's public id of the game (`lan-<table>-<start>`): the same at every seat. */
  gameId: string;
  /** Registry id of the game played. */
  game: string;
  seats: { name: string; kind: 'human' | 'ai'; level: BotLevel }[];
  scores: number[];
  winners: number[];
  /** The seat this client played. */
  seat: number;
}

/** The game this client played to the end, or null (still going, only watched, or a host without public ids). */
export function finishedLanGame(snap: Pick<ClientSnapshot, 'session' | 'table' | 'game'>, catalog: GameCatalog = REGISTRY): FinishedLanGame | null {
  const { session, table, game } = snap;
  // Spectators played nothing; a host without public game ids gives nothing to key the game on.
  if (!session || !table || !game || game.gameId === null || session.tableId !== table.id) return null;
  const id = gameOf(game.view);
  const module = findGame(id, catalog);
  if (!module || id !== table.game) return null;
  // A game's summary reads only what every seat's view keeps (its step, final scores, winners).
  const summary = module.summary(game.view);
  if (!summary.over || !summary.scores || !summary.winners || summary.scores.length !== table.seats.length) return null;
  return {
    gameId: game.gameId,
    game: id,
    seats: table.seats.map((s) => ({ name: s.name || `#${s.seat + 1}`, kind: s.kind, level: s.level })),
    scores: [...summary.scores],
    winners: [...summary.winners],
    seat: session.seat,
  };
}
