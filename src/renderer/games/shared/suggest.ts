/**
 * A suggestion for a human at a local table: what the game's AI (from the AI registry) suggests
 * from that seat's own view, by default its hard bot's move. Null when the seat has nothing to
 * answer or the game has no hint. The table words the reason (each game knows its moves).
 */
import type { SeatId } from '../../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import type { AnyGameModule } from '../../../engine/kit/module';
import { aiFor } from '../../../ai/registry';
import { createBotPort, type BotPort } from '../../session/botClient';

export function suggestMove<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>, view: V, seat: SeatId): M | null {
  if (game.legalMoves(view, seat).length === 0) return null;
  return suggestedOf(game, aiFor(game).hint(view, seat));
}

/** A hint's answer as one of the game's moves (null: none, or not a move of this game). */
export function suggestedOf<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>, move: unknown): M | null {
  if (move === null || move === undefined) return null;
  const parsed = game.parseMove(move);
  return parsed.ok ? parsed.move : null;
}

const ports = new Map<string, BotPort>();

/** The bot port a table's Hint asks (one per game; every port shares the page's one bot worker). */
export function hintPort(game: AnyGameModule): BotPort {
  let port = ports.get(game.id);
  if (!port) {
    port = createBotPort(game);
    ports.set(game.id, port);
  }
  return port;
}
