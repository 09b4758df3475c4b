/**
 * Which game a new table plays: found in the registry, with its seat limits. The host's game
 * session runs the games listed in HOSTABLE; another registered game, or an id the registry lacks,
 * is refused with `unknownGame` (a clear message rather than a table that cannot start).
 */
import type { AnyGameModule } from '../../engine/kit/module';
import { DEFAULT_GAME_ID, findGame } from '../../engine/registry';
import type { Failure } from './lobby';

/** Games the LAN session can host (by registry id). */
export const HOSTABLE: readonly string[] = [DEFAULT_GAME_ID];

export function hostableGame(id: string): AnyGameModule | null {
  const game = findGame(id);
  return game && HOSTABLE.includes(game.id) ? game : null;
}

/** The game for a table of `seats` seats, or why not. */
export function tableGame(id: string, seats: number): { ok: true; game: AnyGameModule } | Failure {
  const game = hostableGame(id);
  if (!game) return { code: 'unknownGame', message: `This host does not have the game "${id.slice(0, 64)}"` };
  if (seats < game.minPlayers || seats > game.maxPlayers) {
    return { code: 'malformed', message: `${game.name.en} takes ${game.minPlayers} to ${game.maxPlayers} players, not ${seats}` };
  }
  return { ok: true, game };
}
