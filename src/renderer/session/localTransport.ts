/**
 * The local transport: a `LocalSession` (the module in this page) as a `TableSession`. The
 * snapshot is derived once per session snapshot (the same object until the game changes), with
 * the shown seat's view computed here so the screen never sees the full state.
 */
import type { LocalSession, LocalSnapshot } from '../games/shared/localTypes';
import { derived } from './derived';
import type { TableSession, TableSnapshot } from './tableSession';

export function toTableSnapshot<S, V, M, E>(local: LocalSession<S, V, M, E>, s: LocalSnapshot<S, M, E>): TableSnapshot<V, M, E> {
  const replaying = s.replay !== null;
  const curtain = s.curtain && !replaying;
  return {
    transport: 'local', active: s.active, view: local.view(s), previous: local.previousView(s), events: s.events, log: s.log, lastMove: s.lastMove,
    seq: s.seq, viewer: replaying ? null : s.viewer, mover: curtain || replaying || s.state === null ? null : s.viewer,
    replay: s.replay, undoSeat: s.undoSeat, curtain, connection: null,
  };
}

export function createLocalTransport<S, V, M, E>(local: LocalSession<S, V, M, E>): TableSession<V, M, E> {
  return {
    get: derived(local, (now) => toTableSnapshot(local, now)),
    subscribe: local.subscribe,
    play: (move) => void local.play(move),
    leave: () => local.leave(),
    undo: () => local.undo(),
    timeline: () => local.timeline(),
    replayTo: (index) => local.replayTo(index),
    lift: () => local.lift(),
  };
}
