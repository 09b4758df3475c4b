/** Maps the levels a seat can be given to the bots the AI registry offers today. */
import { availableBots } from '../../ai/bots';
import type { BotKind } from '../../ai/types';
import type { AiLevel } from './types';

/** Preferred stand-ins when a level is missing, nearest first. */
const STAND_INS: Record<AiLevel, readonly BotKind[]> = {
  easy: ['easy', 'normal', 'random', 'hard'],
  normal: ['normal', 'easy', 'hard', 'random'],
  hard: ['hard', 'normal', 'easy', 'random'],
};

/**
 * The bot that plays a level. Every level maps to itself once src/ai registers it.
 * TODO(ai): easy/normal/hard are still being written in src/ai; until they are registered the
 * nearest available bot (today only 'random') stands in. Drop the stand-ins when they land.
 */
export function botKindFor(level: AiLevel, available: readonly BotKind[] = availableBots()): BotKind {
  return STAND_INS[level].find((kind) => available.includes(kind)) ?? available[0] ?? 'random';
}

/** The level used for hints: the strongest one available. */
export function hintKind(available: readonly BotKind[] = availableBots()): BotKind {
  return botKindFor('hard', available);
}
