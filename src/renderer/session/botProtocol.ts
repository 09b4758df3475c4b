/**
 * The messages between a table and the platform's bot worker. A question is a seat's bot choosing
 * (which game, which table and seat, the bot's level and seed, the seat's view and, for a game whose
 * bots are told it, the move index) or the game's hint for a person (the seat's view alone); its
 * answer is a move still to be checked by the game module, or why none came. Checked with zod on
 * both sides.
 */
import { z } from 'zod';
import { BOT_LEVELS } from '../../engine/kit/module';

const asked = {
  id: z.number().int(),
  /** The game module's id (the worker finds its AI in the AI registry). */
  game: z.string().min(1).max(64),
  seat: z.number().int().nonnegative(),
  /** The seat's view, as the game module gives it (the bot sees nothing else). */
  view: z.unknown(),
};

export const chooseQuestionSchema = z.object({
  ...asked,
  type: z.literal('choose'),
  /** One number per game started on the page: a seat keeps its bot (and its memory) for the table's life. */
  table: z.number().int().nonnegative(),
  level: z.enum(BOT_LEVELS),
  seed: z.number().int().nonnegative(),
  /** Moves played so far, for a game whose bots draw their whims from (seed, move index); absent: the bot's own stream. */
  at: z.number().int().nonnegative().optional(),
});

export const hintQuestionSchema = z.object({ ...asked, type: z.literal('hint') });

export const botQuestionSchema = z.discriminatedUnion('type', [chooseQuestionSchema, hintQuestionSchema]);

export const botAnswerSchema = z.object({
  id: z.number().int(),
  /** The bot's move, unchecked: the table parses it with the game module (null for a hint: nothing to suggest). */
  move: z.unknown(),
  error: z.string().nullable(),
  ms: z.number(),
});

export type ChooseQuestion = z.infer<typeof chooseQuestionSchema>;
export type HintQuestion = z.infer<typeof hintQuestionSchema>;
export type BotQuestion = z.infer<typeof botQuestionSchema>;
export type BotAnswer = z.infer<typeof botAnswerSchema>;
