import type { Move, PlayerView, SeatId } from '../engine';

/** Bot levels a seat can have. `random` is for tests and benchmarks. */
export const BOT_KINDS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** A bot sees only its seat's view and answers with one of the engine's legal moves. */
export interface Bot {
  readonly kind: BotKind;
  choose(view: PlayerView, seat: SeatId): Move;
}
