/**
 * Hints for a human: the move a strong bot would make from this view. The bot is seeded from the
 * round and the seat, so asking twice gives the same hint unless a time cap cut the search short
 * (on a busy machine; see clock.ts).
 */
import { legalMoves, type Move, type PlayerView, type SeatId } from '../../../engine/games/mirianth';
import { createBot } from './bots';
import { explainHint, type HintReason } from './hintReason';
import type { BotKind } from './types';

export interface SuggestOptions {
  /** The level that answers: 'hard' (default) or 'normal' (faster). */
  level?: Extract<BotKind, 'normal' | 'hard'>;
}

export function suggest(view: PlayerView, seat?: SeatId, options: SuggestOptions = {}): Move | null {
  const who = seat ?? view.you;
  if (who === null || !view.awaiting.includes(who)) return null;
  if (legalMoves(view, who).length === 0) return null;
  const bot = createBot(options.level ?? 'hard', (view.roundNo * 131 + who * 7 + 1) | 0);
  return bot.choose(view, who);
}

/** The hint with its reason (a code and the cards, seat and numbers it names, for the renderer to word). */
export function suggestWithReason(view: PlayerView, seat?: SeatId, options: SuggestOptions = {}): { move: Move; reason: HintReason } | null {
  const who = seat ?? view.you;
  const move = suggest(view, seat, options);
  return move === null || who === null ? null : { move, reason: explainHint(view, who, move) };
}
