/**
 * The hard bot: searches over what it cannot see. Every decision is weighed on many
 * determinizations: deck orders consistent with its view (the Last Round card spread over the
 * positions it can still hold), each giving the rounds left and the cards they will reveal, from
 * which every seat's future is drawn (see futures.ts). Options share the same samples, and the
 * samples are refined progressively within a work budget (a time cap guards slow machines). Announcements predict the later seats,
 * deals are weighed by expected final score on both sides, and Resolution is solved exactly.
 */
import type { LevelSettings } from './context';
import { newMemory } from './memory';
import { valueBot, valueMove } from './normal';
import type { Bot } from './types';

export const HARD: LevelSettings = {
  samples: 24,
  otherSamples: 12,
  fill: 1,
  lambda: 0.35,
  anticipate: true,
  solverMs: 60,
  deadlineMs: 230,
  stratified: true,
  determinized: true,
  progressive: { start: 6, maxSolves: 1400, capMs: 200 },
};

export function createHardBot(seed: number): Bot {
  const memory = newMemory();
  return valueBot('hard', seed, HARD, (ctx) => valueMove(ctx, { richer: true, memory }), memory);
}
