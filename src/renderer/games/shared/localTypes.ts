/** The shapes of a local game in the page (see localSession.ts): its snapshot, listener, session and bot hold. */
import type { SeatId } from '../../../engine/kit/ids';
import type { ModuleTimeline } from '../../../shared/save/moduleTimeline';
import type { SeatConfig } from '../../game/types';
import type { Store } from '../../store';

export interface LocalReplay {
  /** Moves shown so far (0 = the setup). */
  index: number;
  last: number;
}

export interface LocalSnapshot<S, M, E> {
  active: boolean;
  seats: SeatConfig[];
  seed: string;
  state: S | null;
  /** The seat whose eyes the table shows (a human; the first human when none has acted yet). */
  viewer: SeatId;
  /** Hot-seat: the table is covered until `viewer` says they are the one at the screen. */
  curtain: boolean;
  /** Events of the last applied move as `viewer` may see them (animations follow them). */
  events: E[];
  /** Recent events as a spectator sees them (safe to show to anybody at the screen), newest last. */
  log: E[];
  /** The last applied move (moves are public: everybody at a real table sees them made). */
  lastMove: M | null;
  /** The state before the last move (kept here; the screen sees it only through `previousView`). */
  previous: S | null;
  /** Bumped on every applied move, so mounted pieces can key their animations on it. */
  seq: number;
  /** Set while a saved game is replayed: the table shows a spectator's view and takes no moves. */
  replay: LocalReplay | null;
  /** The human Undo would act for, or null. */
  undoSeat: SeatId | null;
}

/** What the saves side hears: a new game, each new timeline (a move, with whether to autosave there, or an undo), leaving. */
export interface LocalSessionListener {
  started(timeline: ModuleTimeline, seats: readonly SeatConfig[]): void;
  changed(timeline: ModuleTimeline, autosave: boolean): void;
  left(): void;
}

/** Something outside the game that may hold the bots (the lesson card): asked before each bot move. */
export interface BotHold {
  held(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface LocalSession<S, V, M, E> {
  get(): LocalSnapshot<S, M, E>;
  subscribe: Store<LocalSnapshot<S, M, E>>['subscribe'];
  /** The saves side listens here (one listener per session). */
  listen(next: LocalSessionListener | null): void;
  start(seats: SeatConfig[], seedText: string): void;
  /** A checked saved timeline to play on; false when the rules no longer rebuild it. */
  resume(timeline: ModuleTimeline, seats: SeatConfig[]): boolean;
  /** A move from the person at the screen; refused while covered, in a replay or for another seat. */
  play(move: M): boolean;
  /** Takes back the latest human decision and the bot moves after it; never past a barrier. */
  undo(): boolean;
  lift(): void;
  leave(): void;
  /** Opens a saved timeline in the replay viewer, at the setup; false when it cannot be rebuilt. */
  replay(timeline: ModuleTimeline, seats: SeatConfig[]): boolean;
  /** Replay: shows the game after `index` moves (clamped). */
  replayTo(index: number): void;
  /**
   * Holds the AI seats while `hold.held()` says so (a guided game's lesson being read), as
   * Mirianth's "Bots wait: until I act"; they go on when it lets go. null: bots never held.
   */
  holdBots(hold: BotHold | null): void;
  /** The live (or replayed) game's timeline, as the saves side gets it. */
  timeline(): ModuleTimeline | null;
  /** The shown seat's view (never the full state); a spectator's in a replay. */
  view(s: LocalSnapshot<S, M, E>): V | null;
  /** The shown seat's view of the position before the last move (animations start from it). */
  previousView(s: LocalSnapshot<S, M, E>): V | null;
}
