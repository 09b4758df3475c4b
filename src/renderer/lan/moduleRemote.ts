/**
 * A module game at a LAN table (see `moduleLanSeat` in session/lanTransport.ts) as its screen needs it: the
 * view the host sent this client (a seat's, or nobody's for a spectator), the one before it (for
 * animations), the latest events and a log, and moves sent to the host with their refusal shown.
 * No full state exists here; the host's wire filter already chose what this client may see.
 */
import type { BaseEvent, BaseMove } from '../../engine/kit/module';
import type { SeatId } from '../../engine/kit/ids';
import type { HostMessage, HostMessageOf } from '../../shared/lan/hostMessages';
import { gameOf } from '../../shared/lan/games';
import { createStore, type Store } from '../store';
import type { RemoteClient } from './remoteClient';

export interface ModuleRemoteSnapshot {
  /** The game's id (from its view), or null before any view came. */
  game: string | null;
  view: unknown;
  previous: unknown;
  /** This update's events (to animate), as this client may see them. */
  events: readonly BaseEvent[];
  /** The game so far (a full view's history, then each update's events), newest last. */
  log: readonly BaseEvent[];
  /** This client's own move that led to this update (the host acks it to the mover only), else null. */
  lastMove: BaseMove | null;
  /** Bumped on every update. */
  seq: number;
  /** The seat this client plays; null when watching. */
  you: SeatId | null;
  /** The host's refusal of this client's last move (translated where shown: lanErrorText). */
  refusal: Error | null;
  /** The score sheet was closed: back to the table's lobby until the next game. */
  dismissed: boolean;
}

const LOG_SIZE = 40;
const EMPTY: ModuleRemoteSnapshot = { game: null, view: null, previous: null, events: [], log: [], lastMove: null, seq: 0, you: null, refusal: null, dismissed: false };

export interface ModuleRemote {
  store: Store<ModuleRemoteSnapshot>;
  /** Sends a move; a refusal shows in `refusal`. */
  play(move: BaseMove): void;
  /** Closes the score sheet. */
  dismiss(): void;
  dispose(): void;
}

const seatOf = (view: unknown): SeatId | null => {
  const you = typeof view === 'object' && view !== null && 'you' in view ? view.you : null;
  return typeof you === 'number' ? you as SeatId : null;
};

/** `follows` says which games' frames this remote keeps (the others' screens read their own LAN session). */
export function createModuleRemote(client: RemoteClient, follows: (game: string) => boolean): ModuleRemote {
  const store = createStore<ModuleRemoteSnapshot>(EMPTY);
  let inFlight: string | null = null;
  /** The move sent last, until the host's update for it (acked) arrives. */
  let sent: BaseMove | null = null;

  function received(msg: HostMessageOf<'game'>): void {
    const game = gameOf(msg.view as { game?: unknown });
    if (!follows(game)) return;
    const s = store.get();
    const log = msg.full ? [...(msg.history ?? msg.events)] : [...s.log, ...msg.events];
    const lastMove = !msg.full && msg.ack !== undefined ? sent : null;
    if (lastMove) sent = null;
    store.set({
      game, view: msg.view, previous: msg.full ? null : s.view, events: msg.events, log: log.slice(-LOG_SIZE), lastMove, seq: s.seq + 1,
      you: seatOf(msg.view), refusal: msg.full ? null : s.refusal, dismissed: msg.full && msg.moveNo === 0 ? false : s.dismissed,
    });
  }

  const stop = client.onMessage((msg: HostMessage) => {
    if (msg.type === 'game') received(msg);
    // The seat or the watch is gone: nothing to show.
    if (msg.type === 'kicked') store.set(EMPTY);
  });

  return {
    store,
    play(move) {
      const key = JSON.stringify(move);
      if (inFlight === key) return;
      inFlight = key;
      sent = move;
      client.move(move).then(
        () => store.update((s) => ({ ...s, refusal: null })),
        (err: unknown) => store.update((s) => ({ ...s, refusal: err instanceof Error ? err : new Error(String(err)) })),
      ).finally(() => { if (inFlight === key) inFlight = null; });
    },
    dismiss: () => store.update((s) => ({ ...s, dismissed: true })),
    dispose: () => stop(),
  };
}
