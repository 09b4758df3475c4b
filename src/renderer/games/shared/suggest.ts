/**
 * A suggestion for a human at a local table: what the game's AI (from the AI registry) suggests
 * from that seat's own view, by default its hard bot's move. Null when the seat has nothing to
 * answer or the game has no hint. The table words the reason (each game knows its moves).
 */
import type { SeatId } from '../../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import { aiFor } from '../../../ai/registry';

export function suggestMove<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>, view: V, seat: SeatId): M | null {
  if (game.legalMoves(view, seat).length === 0) return null;
  const move = aiFor(game).hint(view, seat);
  if (move === null) return null;
  const parsed = game.parseMove(move);
  return parsed.ok ? parsed.move : null;
}
