/**
 * A suggestion for a human at a local table: what the game's hard bot (from the AI registry) would
 * play from that seat's own view. Null when the seat has nothing to answer or the game has no
 * hard bot. The table words the reason (each game knows its moves).
 */
import type { SeatId } from '../../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import { aiFor } from '../../../ai/registry';

/** Hints are deterministic: the same position always gets the same suggestion. */
const HINT_SEED = 0x5eed;

export function suggestMove<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>, view: V, seat: SeatId): M | null {
  if (game.legalMoves(view, seat).length === 0) return null;
  const ai = aiFor(game);
  if (!ai.levels.includes('hard')) return null;
  const parsed = game.parseMove(ai.createBot('hard', HINT_SEED).choose(view, seat));
  return parsed.ok ? parsed.move : null;
}
