import type { Move, PlayerView, SeatId } from '../../../engine/games/mirianth';
import type { BotLevel as BotKind } from '../../../engine/kit/module';

/** Bot levels a seat can have (the kit's one list). `random` is for tests and benchmarks. */
export { BOT_LEVELS as BOT_KINDS, type BotLevel as BotKind } from '../../../engine/kit/module';

/**
 * A bot sees only its seat's view and answers with one of the engine's legal moves.
 * `at`, when given, is the number of moves played before this decision. The bot's whims then come
 * from (its seed, `at`) alone and it forgets what it did at `at` or later, so a decision taken
 * again after an undo is the same decision.
 */
export interface Bot {
  readonly kind: BotKind;
  choose(view: PlayerView, seat: SeatId, at?: number): Move;
}
