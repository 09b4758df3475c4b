/**
 * The hard bot (first cut): the value-based machinery with many more stratified future samples
 * per decision. Search refinements live here as they come.
 */
import type { LevelSettings } from './context';
import { valueBot, valueMove } from './normal';
import type { Bot } from './types';

export const HARD: LevelSettings = {
  samples: 6,
  otherSamples: 3,
  fill: 0.85,
  lambda: 0.5,
  anticipate: true,
  solverMs: 60,
  stratified: true,
};

export function createHardBot(seed: number): Bot {
  return valueBot('hard', seed, HARD, (ctx) => valueMove(ctx, { richer: true }));
}
