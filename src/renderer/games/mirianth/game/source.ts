/**
 * Where the table and the HUD read the game from: the local `Session` (hot-seat and AI games on
 * this machine) or a remote session (a LAN table, see `lan/remoteSession.ts`). Both give the same
 * snapshot shape and the same event batches; only where moves go differs. One source is active
 * at a time; components read it through `useGameSource` and re-subscribe when it changes.
 */
import { createStore, useStore } from '../../../store';
import type { Move } from '../../../../engine/games/mirianth';
import { session, type SessionSnapshot } from './session';
import type { Batch, LogEntry } from './types';

export interface GameSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** The events of each applied move, with the view they lead to (the animation director's feed). */
  onBatch(listener: (batch: Batch) => void): () => void;
  /** Every event shown so far in this game, for the log. */
  events(): readonly LogEntry[];
  /** Plays a move for the deciding seat (the local engine, or the LAN host). */
  submit(move: Move): unknown;
  /** Leaves the finished (or running) game: the new-game screen, or the LAN lobby. */
  toNewGame(): void;
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
