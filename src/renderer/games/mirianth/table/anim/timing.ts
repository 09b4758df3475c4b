/** Animation durations (seconds at normal speed) and how speed, reduced motion and backlog scale them. */
import type { Speed } from '../../game/types';

export const DURATION = {
  settle: 0.38,
  deal: 0.42,
  dealStagger: 0.13,
  flip: 0.26,
  shuffle: 1.0,
  riffle: 0.55,
  fateDeal: 0.42,
  fateHold: 1.1,
  move: 0.5,
  moveStagger: 0.08,
  attach: 0.55,
  stepIn: 0.36,
  countUp: 0.85,
  verdict: 0.5,
  toPile: 0.5,
  lunge: 0.34,
  toBox: 0.45,
  plagueDrop: 0.6,
  pulse: 0.5,
} as const;

export type DurationName = keyof typeof DURATION;

export const SPEED_FACTOR: Record<Speed, number> = { normal: 1, fast: 0.45, instant: 0 };

export interface Timing {
  /** False when nothing should move (instant speed); reduced motion keeps short fades only. */
  animate: boolean;
  motion: boolean;
  d(name: DurationName): number;
}

/**
 * Durations for the current settings. A backlog (the engine has run ahead of the table) speeds
 * the table up so it never lags far behind play.
 */
export function makeTiming(speed: Speed, reduceMotion: boolean, backlog: number): Timing {
  const catchUp = backlog > 4 ? 0 : backlog > 1 ? 0.5 : 1;
  const factor = SPEED_FACTOR[speed] * catchUp;
  if (factor === 0) return { animate: false, motion: false, d: () => 0 };
  if (reduceMotion) return { animate: true, motion: false, d: (name) => (name === 'fateHold' || name === 'verdict' ? DURATION[name] * factor : 0) };
  return { animate: true, motion: true, d: (name) => DURATION[name] * factor };
}
