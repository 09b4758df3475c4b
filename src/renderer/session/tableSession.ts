/**
 * One session interface for a game's table, whatever carries the game: the local transport (the
 * module in this page: hot-seat, bots, timeline, saves, replay) or the LAN transport (a host's
 * views over the wire). A game's screen reads one snapshot shape and sends moves through `play`;
 * what a transport cannot do (undo, saves, replay steps, the curtain at the LAN where the host
 * keeps the game) is simply absent, and the screen hides it.
 */
import type { SeatId } from '../../engine/kit/ids';
import type { ModuleTimeline } from '../../shared/save/moduleTimeline';

export interface ReplayPosition {
  /** Moves shown so far (0 = the setup). */
  index: number;
  last: number;
}

/** The LAN's word on this client: the host's refusal of its last move (shown translated). */
export interface TableConnection {
  refusal: Error | null;
}

export interface TableSnapshot<V, M, E> {
  transport: 'local' | 'lan';
  /** A game is on this table. */
  active: boolean;
  /** The shown seat's view (a spectator's in a replay or when watching). */
  view: V | null;
  /** The same eyes' view before the last move (animations start from it), if known. */
  previous: V | null;
  /** The last move's events as the shown seat may see them (to animate). */
  events: readonly E[];
  /** Recent events safe to show to anybody at the screen, newest last. */
  log: readonly E[];
  /** The last move, where this client knows it (the LAN tells only this client's own). */
  lastMove: M | null;
  /** Bumped on every update, so mounted pieces can key their animations on it. */
  seq: number;
  /** The seat whose eyes the table shows; null for a spectator (or a replay). */
  viewer: SeatId | null;
  /** The seat this client may move for now; null while covered, in a replay or when watching. */
  mover: SeatId | null;
  replay: ReplayPosition | null;
  /** The person Undo would act for (local only). */
  undoSeat: SeatId | null;
  /** Hot-seat: the table is covered until `viewer` lifts it (never in a replay or at the LAN). */
  curtain: boolean;
  /** The LAN connection's word; null on a local table. */
  connection: TableConnection | null;
}

export interface TableSession<V, M, E> {
  get(): TableSnapshot<V, M, E>;
  subscribe(listener: () => void): () => void;
  /** A move from the person at the screen (a refused one changes nothing; the LAN shows the host's refusal). */
  play(move: M): void;
  /** Leaves the game (local) or closes the score sheet back to the table's lobby (LAN). */
  leave(): void;
  /** Capabilities a transport may lack. */
  undo?(): boolean;
  timeline?(): ModuleTimeline | null;
  replayTo?(index: number): void;
  lift?(): void;
}

/** What a table's Undo/Save/replay bar needs: present only where the transport keeps the game. */
export type SaveCapable<V, M, E> = TableSession<V, M, E> & Required<Pick<TableSession<V, M, E>, 'undo' | 'timeline' | 'replayTo'>>;

export function saveCapable<V, M, E>(session: TableSession<V, M, E>): SaveCapable<V, M, E> | null {
  return session.undo && session.timeline && session.replayTo ? session as SaveCapable<V, M, E> : null;
}
