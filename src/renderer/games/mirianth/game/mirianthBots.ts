/**
 * Mirianth's questions to the platform's bot port (the one bot worker every game's bots think in,
 * or this thread where there is none): a seat's bot choosing, told the move index as the page's
 * bots always were, and the hint for a person. A bot that cannot decide, or answers with what is
 * not a move, is given the first legal move, so the table never stalls.
 */
import { legalMoves, type Move, type PlayerView, type SeatId } from '../../../../engine/games/mirianth';
import { mirianthModule } from '../../../../engine/games/mirianth/module';
import { createBotPort, type BotPort } from '../../../session/botClient';
import type { BotAnswer } from '../../../session/botProtocol';
import type { AiLevel } from './types';

export interface MirianthBots {
  /** `game`: the session's game number (a seat keeps its bot through one game); `at`: moves played so far (see Bot.choose). */
  choose(game: number, seat: SeatId, level: AiLevel, seed: number, view: PlayerView, at: number): Promise<Move | null>;
  hint(seat: SeatId, view: PlayerView): Promise<Move | null>;
  /** Starts the worker now if no question has yet (the page calls it once the table has drawn). */
  warm(): void;
}

/** The answer as a move of this game: null when the bot had nothing to say, the first legal move when it failed. */
function moveOf(answer: BotAnswer, view: PlayerView, seat: SeatId): Move | null {
  if (answer.error === null && answer.move === null) return null;
  const parsed = answer.error === null ? mirianthModule.parseMove(answer.move) : null;
  if (parsed?.ok) return parsed.move;
  console.warn(`A bot could not decide (${answer.error ?? parsed?.message ?? 'no move'}); it played a legal fallback.`);
  return legalMoves(view, seat)[0] ?? null;
}

export function createMirianthBots(port: BotPort = createBotPort(mirianthModule)): MirianthBots {
  const game = mirianthModule.id;
  return {
    choose: (table, seat, level, seed, view, at) => new Promise((resolve) => {
      port.ask({ game, table, seat, level, seed, view, at }, (answer) => resolve(moveOf(answer, view, seat)));
    }),
    hint: (seat, view) => new Promise((resolve) => {
      port.hint({ game, seat, view }, (answer) => resolve(moveOf(answer, view, seat)));
    }),
    warm: () => port.warm(),
  };
}
