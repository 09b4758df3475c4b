/**
 * What every client may know about a table outside the game itself: seats, names, readiness,
 * connection status and options. Sent whole on every change (it is small).
 */
import type { BotLevel as BotKind } from '../../engine/kit/module';

export type TablePhase = 'lobby' | 'playing' | 'over';
export type SeatKind = 'human' | 'ai';
/** What happens to a dropped seat while it is held: the game waits, or an AI plays it at once. */
export type DropPolicy = 'wait' | 'ai';

export interface SeatView {
  seat: number;
  kind: SeatKind;
  /** The AI level of an AI seat, and the level that takes over a human seat. */
  level: BotKind;
  /** Empty while a human seat is open. */
  name: string;
  ready: boolean;
  /** A human holds this seat (connected or not). */
  occupied: boolean;
  connected: boolean;
  owner: boolean;
  /** The AI is deciding for this seat right now (an AI seat, or a takeover). */
  aiPlaying: boolean;
  /** Milliseconds left on a dropped seat's hold, or null. */
  heldMs: number | null;
}

export interface TableOptionsView {
  hasPassword: boolean;
  dropPolicy: DropPolicy;
  holdSeconds: number;
  /** Seconds per decision, or null for no clock. */
  turnClockSeconds: number | null;
}

export interface TableView {
  id: string;
  /** Registry id of the game the table plays (e.g. `mirianth-wars`). */
  game: string;
  name: string;
  phase: TablePhase;
  seats: SeatView[];
  options: TableOptionsView;
  /** AI levels this host can run, for the seat pickers. */
  botLevels: BotKind[];
  /** People watching without a seat (hosts before spectators leave it out). */
  spectators?: number;
}

/** One line of the table list (join screen, `/api/info`, mDNS). */
export interface TableSummary {
  id: string;
  /** Registry id of the game the table plays; a client lists tables of games it lacks as not joinable. */
  game: string;
  name: string;
  phase: TablePhase;
  seats: number;
  /** Human seats a newcomer could take now. */
  openSeats: number;
  hasPassword: boolean;
  /** People watching without a seat (hosts before spectators leave it out). */
  spectators?: number;
}

export interface ChatLine {
  /** The speaker's seat; null for a spectator. */
  seat: number | null;
  name: string;
  text: string;
  /** Host time (ms since epoch) when the line was received. */
  at: number;
}

/** Every notice code, for clients to check a notice against (a newer host may add codes). */
export const NOTICE_CODES = [
  'joined', 'left', 'kicked', 'dropped', 'returned', 'aiTookOver', 'handedBack',
  'clockExpired', 'gameStarted', 'gameOver', 'restored',
  // A spectator (`name`, no seat) started or stopped watching the table.
  'watching', 'stoppedWatching',
] as const;

export type NoticeCode = (typeof NOTICE_CODES)[number];

/** Table happenings for the log; structured so clients can translate them. */
export interface Notice {
  code: NoticeCode;
  seat: number | null;
  name: string;
  at: number;
}

/** Time left on a seat's current decision when the table has a turn clock. */
export interface ClockView {
  seat: number;
  remainingMs: number;
  totalMs: number;
}
