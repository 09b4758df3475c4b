/**
 * What the table has shown so far. The engine runs ahead; the animation director replays its
 * events, and the HUD (prompt, top bar, log, controls) reads this store so its words never run
 * ahead of the picture. Without a director (no table mounted yet) the HUD follows the session.
 */
import type { PlayerView, SeatId } from '../../../../engine/games/mirianth';
import { createStore } from '../../../store';
import { actorOf } from './seats';
import type { SessionSnapshot } from './session';
import type { LogEntry } from './types';

export interface ShownGame {
  gameId: number;
  /** The view the table shows at rest; null until the game's first batch has played. */
  view: PlayerView | null;
  viewer: SeatId;
  /** Log entries of later batches are hidden, and the last `hidden` events of batch `seq`. */
  seq: number;
  hidden: number;
}

const store = createStore<ShownGame>({ gameId: -1, view: null, viewer: 0 as SeatId, seq: Number.POSITIVE_INFINITY, hidden: 0 },
  (a, b) => a.gameId === b.gameId && a.view === b.view && a.viewer === b.viewer && a.seq === b.seq && a.hidden === b.hidden);
let drivers = 0;

export const shownGame = {
  get: store.get,
  subscribe: store.subscribe,
  set: store.set,
  /** A director starts showing the game; the returned function says it stopped. */
  attach(): () => void {
    drivers++;
    let attached = true;
    store.set({ ...store.get() });
    return () => {
      if (!attached) return;
      attached = false;
      drivers--;
    };
  },
  driven: (): boolean => drivers > 0,
};

/** The session snapshot as the table shows it: view, viewer and actor held back until the table catches up. */
export function shownSnapshot(snap: SessionSnapshot, shown: ShownGame, driven: boolean): SessionSnapshot {
  if (!driven || snap.screen === 'newGame' || snap.view === null) return snap;
  if (shown.gameId !== snap.gameId || shown.view === null) return { ...snap, view: null, actor: null };
  if (shown.view === snap.view && shown.viewer === snap.viewer) return snap;
  const actor = snap.config ? actorOf(shown.view, snap.config.seats) : null;
  return { ...snap, view: shown.view, viewer: shown.viewer, actor };
}

/** The log entries the table has shown. */
export function shownEntries(entries: readonly LogEntry[], shown: ShownGame, driven: boolean): LogEntry[] {
  if (!driven) return [...entries];
  const out: LogEntry[] = [];
  let hideFrom = entries.length;
  if (shown.hidden > 0) {
    let inBatch = 0;
    for (let i = entries.length - 1; i >= 0 && inBatch < shown.hidden; i--) {
      if (entries[i]?.seq !== shown.seq) continue;
      hideFrom = i;
      inBatch++;
    }
  }
  for (const [i, e] of entries.entries()) if (e.seq < shown.seq || (e.seq === shown.seq && i < hideFrom)) out.push(e);
  return out;
}
