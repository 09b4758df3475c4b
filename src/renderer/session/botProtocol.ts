/**
 * The messages between a local table and the platform's bot worker: a question (which game, which
 * table and seat, the bot's level and seed, the seat's view) and its answer (a move still to be
 * checked by the game module, or why the bot could not decide). Checked with zod on both sides.
 */
import { z } from 'zod';
import { BOT_LEVELS } from '../../engine/kit/module';

export const botQuestionSchema = z.object({
  id: z.number().int(),
  /** The game module's id (the worker finds its AI in the AI registry). */
  game: z.string().min(1).max(64),
  /** One number per game started on this page: a seat keeps its bot (and its memory) for the table's life. */
  table: z.number().int().nonnegative(),
  seat: z.number().int().nonnegative(),
  level: z.enum(BOT_LEVELS),
  seed: z.number().int().nonnegative(),
  /** The seat's view, as the game module gives it (the bot sees nothing else). */
  view: z.unknown(),
});

export const botAnswerSchema = z.object({
  id: z.number().int(),
  /** The bot's move, unchecked: the table parses it with the game module. */
  move: z.unknown(),
  error: z.string().nullable(),
  ms: z.number(),
});

export type BotQuestion = z.infer<typeof botQuestionSchema>;
export type BotAnswer = z.infer<typeof botAnswerSchema>;
