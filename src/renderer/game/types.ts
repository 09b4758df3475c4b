/** The session's vocabulary every game shares: who sits where, and how fast the table moves. */
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

export const isAi = (kind: SeatKind): kind is AiLevel => kind !== 'human';
