/**
 * Every game this build can play, by id. The platform (saves, CLI, LAN host, table) finds a game
 * here and nowhere else; platform functions take the module itself, so tests can hand them a game
 * that is not registered (see `tests/support/toyGame`).
 */
import type { SaveCodec } from '../shared/save/codec';
import type { AnyGameModule } from './kit/module';
import { miremarshModule } from './games/miremarsh/module';
import { mirianthModule } from './games/mirianth/module';
import { mirianthSaveCodec } from './games/mirianth/save/codec';
import { nainsModule } from './games/nains/module';

/** Registered games, in the order a game picker lists them. Nains and Miremarsh join here. */
export const GAMES: readonly AnyGameModule[] = [mirianthModule, nainsModule, miremarshModule];

/** The game a file or command that names none means (every save and scenario before format v2). */
export const DEFAULT_GAME_ID = 'mirianth-wars';

export class UnknownGameError extends Error {
  constructor(readonly gameId: string, known: readonly string[]) {
    super(`Unknown game "${gameId}"; this build knows ${known.map((id) => `"${id}"`).join(', ')}`);
    this.name = 'UnknownGameError';
  }
}

/** A lookup over a list of modules: the registry's, or a test's own. */
export interface GameCatalog {
  readonly games: readonly AnyGameModule[];
  find(id: string): AnyGameModule | undefined;
}

export function gameCatalog(games: readonly AnyGameModule[]): GameCatalog {
  const byId = new Map(games.map((g) => [g.id, g]));
  if (byId.size !== games.length) throw new Error('Two games share an id');
  return { games, find: (id) => byId.get(id) };
}

export const REGISTRY: GameCatalog = gameCatalog(GAMES);

export function findGame(id: string, catalog: GameCatalog = REGISTRY): AnyGameModule | undefined {
  return catalog.find(id);
}

/** The game with this id; throws `UnknownGameError` (with the ids it knows) otherwise. */
export function gameById(id: string, catalog: GameCatalog = REGISTRY): AnyGameModule {
  const game = catalog.find(id);
  if (!game) throw new UnknownGameError(id, catalog.games.map((g) => g.id));
  return game;
}

/**
 * Games whose saves have typed documents of their own, read and written through their codec
 * (src/shared/save/codec.ts); every other game's saves go through its module alone.
 */
export const SAVE_CODECS: readonly SaveCodec[] = [mirianthSaveCodec];

