/**
 * The LAN transport: the module remote (the host's views for this client) as a `TableSession`.
 * The host keeps the game, so there is no undo, save, replay or curtain here; a move goes to the
 * host and its refusal comes back in `connection`. The host sends a game's views only to that
 * game's table, so the screen that made this transport reads them as its own game's types.
 */
import type { BaseMove } from '../../engine/kit/module';
import type { AnyTableSession, LanSeat } from '../games/gameTable';
import { createModuleRemote, type ModuleRemote, type ModuleRemoteSnapshot } from '../lan/moduleRemote';
import type { RemoteClient } from '../lan/remoteClient';
import { derived } from './derived';
import type { TableSession, TableSnapshot } from './tableSession';

export function fromRemote<V, M, E>(r: ModuleRemoteSnapshot): TableSnapshot<V, M, E> {
  return {
    transport: 'lan', active: r.view !== null && !r.dismissed,
    view: r.view as V | null, previous: r.previous as V | null, events: r.events as readonly E[], log: r.log as readonly E[],
    lastMove: r.lastMove as M | null, seq: r.seq, viewer: r.you, mover: r.you,
    replay: null, undoSeat: null, curtain: false, connection: { refusal: r.refusal },
  };
}

export function createLanTransport<V, M extends BaseMove, E>(remote: ModuleRemote): TableSession<V, M, E> {
  return {
    get: derived(remote.store, (now) => fromRemote<V, M, E>(now)),
    subscribe: remote.store.subscribe,
    play: (move) => remote.play(move),
    leave: () => remote.dismiss(),
  };
}

/** A module game's seat at a LAN table: a module remote that keeps `game`'s frames, read through the LAN transport. */
export function moduleLanSeat(client: RemoteClient, game: string): LanSeat {
  const remote = createModuleRemote(client, (id) => id === game);
  return { session: createLanTransport(remote), dispose: () => remote.dispose() };
}

/** A LAN seat's session as its game's screen reads it: the host sends a game's views only to that game's table. */
export function asGameSession<V, M extends BaseMove, E>(session: AnyTableSession): TableSession<V, M, E> {
  return session as TableSession<V, M, E>;
}
