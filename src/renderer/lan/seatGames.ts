/**
 * The games' screens following a client that sits (or watches) at a LAN table: each game with its
 * own LAN session (the registry's `lanSession`) attaches to it, and the module remote reads it for
 * the tables drawn over it. `release` lets go of them all.
 */
import { TABLES, tableOf } from '../games/registry';
import { createModuleRemote, type ModuleRemote } from './moduleRemote';
import type { RemoteClient } from './remoteClient';

export function seatGames(client: RemoteClient): { moduleGame: ModuleRemote; release(): void } {
  const detach = TABLES.flatMap((t) => (t.lanSession ? [t.lanSession.attach(client)] : []));
  const moduleGame = createModuleRemote(client, (game) => tableOf(game)?.LanTable !== undefined);
  return {
    moduleGame,
    release() {
      for (const d of detach) d();
      moduleGame.dispose();
    },
  };
}
