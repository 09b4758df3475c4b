/**
 * Where the table and the HUD read the game from: the local `Session` (hot-seat and AI games on
 * this machine) or a remote session (a LAN table, see `lan/remoteSession.ts`). Both give the same
 * snapshot shape and the same event batches; only where moves go differs. One source is active
 * at a time; components read it through `useGameSource` and re-subscribe when it changes.
 */
import { useSyncExternalStore } from 'react';
import type { Move } from '../../engine';
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

type Listener = () => void;

let current: GameSource = session;
const listeners = new Set<Listener>();

export const gameSource = {
  get: (): GameSource => current,
  /** True while the local session is the source (no LAN table). */
  isLocal: (): boolean => current === session,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Makes `source` the active one; null goes back to the local session. */
  set(source: GameSource | null): void {
    const next = source ?? session;
    if (next === current) return;
    current = next;
    for (const l of listeners) l();
  },
};

export function useGameSource(): GameSource {
  return useSyncExternalStore(gameSource.subscribe, gameSource.get, gameSource.get);
}

export function useIsLocal(): boolean {
  return useGameSource() === session;
}
