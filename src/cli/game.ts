/**
 * `--game ID`, which every command takes: the game is found in the registry (default Mirianth
 * Wars, the game of every file and scenario that names none). An id the registry lacks is bad
 * input: one line naming the games this build has, exit code 2.
 */
import type { AnyGameModule } from '../engine/kit/module';
import { DEFAULT_GAME_ID, findGame, REGISTRY, type GameCatalog } from '../engine/registry';
import { text, type ParsedOptions } from './args';
import { UsageError } from './types';

/** The option spec to spread into a command's `parseOptions` call. */
export const GAME_OPTION = { game: { type: 'string' } } as const;

export function unknownGameMessage(id: string, catalog: GameCatalog = REGISTRY): string {
  const known = catalog.games.map((g) => `"${g.id}"`).join(', ');
  return `Unknown game "${id.slice(0, 64)}": this build has ${known} (see \`npm run cli -- games\`)`;
}

/** The game `id` names, or a UsageError saying which games exist. */
export function resolveGame(id: string, catalog: GameCatalog = REGISTRY): AnyGameModule {
  const game = findGame(id, catalog);
  if (!game) throw new UsageError(unknownGameMessage(id, catalog));
  return game;
}

/** The game of `--game` (default Mirianth Wars). */
export function gameOption(values: ParsedOptions['values'], catalog: GameCatalog = REGISTRY): AnyGameModule {
  const id = text(values, 'game') ?? DEFAULT_GAME_ID;
  if (id === '') throw new UsageError('--game needs a game id');
  return resolveGame(id, catalog);
}

/**
 * Commands whose output is one game's own (its log lines, its score sheet, its bots) run only for
 * the games they were written for; another registered game gets this clear refusal.
 */
export function requireGame(game: AnyGameModule, supported: readonly string[], command: string): void {
  if (!supported.includes(game.id)) {
    throw new UsageError(`${command} does not support the game "${game.id}" yet (it supports ${supported.map((s) => `"${s}"`).join(', ')})`);
  }
}

/** The player-count option checked against the game's own limits. */
export function playersRange(game: AnyGameModule): { min: number; max: number } {
  return { min: game.minPlayers, max: game.maxPlayers };
}
