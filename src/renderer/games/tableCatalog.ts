/**
 * Reads over a list of game tables: the registry's (src/renderer/games/registry.ts) or a test's
 * own, so a game that is not registered (tests/support/toyGame) runs through the same code.
 */
import type { GameTable } from './gameTable';

/** The table whose own screen is on (its local session is active), if any. */
export function activeScreenOf(tables: readonly GameTable[]): GameTable | null {
  return tables.find((t) => t.screen !== undefined && t.session().get().active) ?? null;
}

/** Calls `listener` when any table's session changes; returns the unsubscribe. */
export function subscribeScreens(tables: readonly GameTable[], listener: () => void): () => void {
  const offs = tables.map((t) => (t.screen ? t.session().subscribe(listener) : () => undefined));
  return () => offs.forEach((off) => off());
}

export function findTable(tables: readonly GameTable[], id: string): GameTable | null {
  return tables.find((t) => t.id === id) ?? null;
}

/** Ids of the games with a table here. */
export function tableIds(tables: readonly GameTable[]): ReadonlySet<string> {
  return new Set(tables.map((t) => t.id));
}

/** Games whose table also plays over the LAN. */
export function lanTableIds(tables: readonly GameTable[]): ReadonlySet<string> {
  return new Set(tables.filter((t) => t.lan !== undefined).map((t) => t.id));
}
