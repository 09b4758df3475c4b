/**
 * Stepping through a saved game, for the replay viewer: frame i is the table after i moves, with
 * the events that move caused, so stepping forward animates exactly as live play did. Stepping
 * back shows the earlier state directly (the table snaps back rather than animating in reverse).
 */
import type { DomainEvent, GameState, Move } from '..';
import type { Timeline } from './replay';

export interface ReplayFrame {
  index: number;
  /** Frames run 0..moves.length. */
  last: number;
  state: GameState;
  /** The move that led here; null at frame 0 (the deal). */
  move: Move | null;
  events: DomainEvent[];
}

/** Playback speeds offered, as moves per second. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export function clampFrame(timeline: Timeline, index: number): number {
  return Math.max(0, Math.min(Math.trunc(index), timeline.moves.length));
}

export function replayFrame(timeline: Timeline, index: number): ReplayFrame {
  const i = clampFrame(timeline, index);
  const state = timeline.states[i] ?? timeline.states[0];
  if (state === undefined) throw new Error('A timeline always holds the starting state');
  return { index: i, last: timeline.moves.length, state, move: timeline.moves[i - 1] ?? null, events: state.events };
}

/** Milliseconds between frames when playing at a speed. */
export function frameDelayMs(speed: ReplaySpeed): number {
  return 1000 / speed;
}
