/** The session's vocabulary: who sits where, and how fast the table moves. */
import type { DomainEvent, PlayerView, SeatId } from '../../../../engine/games/mirianth';

export const SEAT_KINDS = ['human', 'easy', 'normal', 'hard'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export type AiLevel = Exclude<SeatKind, 'human'>;

export interface SeatConfig {
  name: string;
  kind: SeatKind;
  /** LAN: a person at another computer; never played from this screen. */
  remote?: boolean;
  /** LAN: the seat's player has dropped ('away'), or the AI is standing in for them ('ai'). */
  presence?: 'away' | 'ai';
}
export interface GameConfig {
  seats: SeatConfig[];
  /** Text typed by the player; empty means a random seed was drawn (kept in `seed`). */
  seed: string;
  /** `lan` for a game hosted on the network (no undo there); local when absent. */
  mode?: 'local' | 'lan';
}

export const SPEEDS = ['normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The events of one applied move, with the view they lead to. */
export interface Batch {
  seq: number;
  events: DomainEvent[];
  /** The public picture after these events (drawn from the viewer's seat). */
  view: PlayerView;
  viewer: SeatId;
  /** Show the view at once, dropping any animation in flight (a loaded game, undo, a replay stepping back). */
  snap?: boolean;
}

export interface LogEntry { seq: number; event: DomainEvent }

export const isAi = (kind: SeatKind): kind is AiLevel => kind !== 'human';
