/**
 * Which game a new table plays: any game of the host's catalog (the registry by default), with its
 * seat limits. An id the catalog lacks is refused with `unknownGame` (a clear message rather than
 * a table that cannot start).
 */
import type { AnyGameModule } from '../../engine/kit/module';
import { REGISTRY, type GameCatalog } from '../../engine/registry';
import type { Failure } from './lobby';

export function hostableGame(id: string, catalog: GameCatalog = REGISTRY): AnyGameModule | null {
  return catalog.find(id) ?? null;
}

/** The game for a table of `seats` seats, or why not. */
export function tableGame(id: string, seats: number, catalog: GameCatalog = REGISTRY): { ok: true; game: AnyGameModule } | Failure {
  const game = hostableGame(id, catalog);
  if (!game) return { code: 'unknownGame', message: `This host does not have the game "${id.slice(0, 64)}"` };
  if (seats < game.minPlayers || seats > game.maxPlayers) {
    return { code: 'malformed', message: `${game.name.en} takes ${game.minPlayers} to ${game.maxPlayers} players, not ${seats}` };
  }
  return { ok: true, game };
}
