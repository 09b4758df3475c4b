/**
 * Which games a LAN client can sit down to: the ones in this build's registry. A table, a table
 * list entry or a game view names its game; a client refuses only a game it does not know, and
 * says which. Messages from hosts older than game ids name none: those are Mirianth Wars.
 */
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';

export { DEFAULT_GAME_ID };

export function knowsGame(id: string, catalog: GameCatalog = REGISTRY): boolean {
  return catalog.find(id) !== undefined;
}

/** One line for the player (the renderer shows its own translation of the `unknownGame` code). */
export function unknownGameMessage(id: string): string {
  return `This table plays "${id.slice(0, 64)}", a game this app does not have: update Mirianth Table to join it.`;
}

/** The game a table or view names, with the pre-game-id default. */
export function gameOf(value: unknown): string {
  const game = typeof value === 'object' && value !== null && 'game' in value ? value.game : undefined;
  return typeof game === 'string' ? game : DEFAULT_GAME_ID;
}
