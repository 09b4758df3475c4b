/**
 * Where the table and the HUD read the game from: the local `Session` (hot-seat and AI games on
 * this machine, and the replay viewer's frames) or a remote session (a LAN table, see
 * `lan/remoteSession.ts`). Both are the platform's one session interface, `TableSession` (the
 * same as Nains' and Miremarsh's local and LAN transports: `play`, `leave`, `undo`, `replayTo`,
 * and the table snapshot), plus what Mirianth's HUD reads beside it: its richer snapshot and the
 * event batches its animation director plays. One source is active at a time; components read it
 * through `useGameSource` and re-subscribe when it changes.
 */
import { createStore, useStore } from '../../../store';
import type { DomainEvent, Move, PlayerView } from '../../../../engine/games/mirianth';
import type { TableSession } from '../../../session/tableSession';
import { session, type SessionSnapshot } from './session';
import type { Batch, LogEntry } from './types';

export interface GameSource extends TableSession<PlayerView, Move, DomainEvent> {
  /** The HUD's snapshot: seats and their kinds, the deciding seat, bots thinking, the refusal's reason. */
  getSnapshot(): SessionSnapshot;
  /** The events of each applied move, with the view they lead to (the animation director's feed). */
  onBatch(listener: (batch: Batch) => void): () => void;
  /** Every event shown so far in this game, each with its batch (the log holds entries back until the table shows them). */
  events(): readonly LogEntry[];
  /** The same seats again (local), or back to the LAN table's lobby. */
  rematch(): void;
}

const current = createStore<GameSource>(session);

export const gameSource = {
  get: current.get,
  /** True while the local session is the source (no LAN table). */
  isLocal: (): boolean => current.get() === session,
  subscribe: current.subscribe,
  /** Makes `source` the active one; null goes back to the local session. */
  set: (source: GameSource | null): void => current.set(source ?? session),
};

export function useGameSource(): GameSource {
  return useStore(current);
}

export function useIsLocal(): boolean {
  return useGameSource() === session;
}
