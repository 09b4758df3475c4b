/**
 * The renderer's games: each game's table by id, beside the engine's and the AI's registries.
 * The only renderer file outside the games' rooms that names a game; everything else asks here.
 * A new game is one folder (src/renderer/games/<id>) and one line below.
 */
import { DEFAULT_GAME_ID } from '../../engine/registry';
import type { GameTable } from './gameTable';
import { miremarshTable } from './miremarsh/entry';
import { mirianthTable } from './mirianth/entry';
import { nainsTable } from './nains/entry';

/** Every game this renderer has a table for, in the registry's order. */
export const TABLES: readonly GameTable[] = [mirianthTable, nainsTable, miremarshTable];

const BY_ID = new Map(TABLES.map((t) => [t.id, t]));

export function tableOf(id: string): GameTable | null {
  return BY_ID.get(id) ?? null;
}

/** The table of a game a file or command that names none means. */
export function defaultTable(): GameTable {
  const table = tableOf(DEFAULT_GAME_ID);
  if (!table) throw new Error(`No table for the default game ${DEFAULT_GAME_ID}`);
  return table;
}
