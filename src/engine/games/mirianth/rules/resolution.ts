/** Resolution bookkeeping: every seat works through each step in parallel; a step ends when all are done. */
import { seatsWhere, type SeatId } from '../ids';
import type { GameState, PublicState, ResolutionState } from '../state';
import { lapsePromises } from './promises';

export function requireResolution(s: { resolution: ResolutionState | null }): ResolutionState {
  if (!s.resolution) throw new Error('Not in the resolution phase');
  return s.resolution;
}

export function startResolution(s: GameState): GameState {
  const n = s.players.length;
  return {
    ...lapsePromises(s, true),
    round: null,
    resolution: { aims: [], done: Array.from({ length: n }, () => false), fought: [], stage: Array.from({ length: n }, () => 'fighting') },
  };
}

export function resetDone(s: GameState): GameState {
  const r = requireResolution(s);
  return { ...s, resolution: { ...r, done: r.done.map(() => false) } };
}

export function markDone(s: GameState, seat: SeatId): GameState {
  const r = requireResolution(s);
  const done = r.done.slice();
  done[seat] = true;
  return { ...s, resolution: { ...r, done } };
}

export function resolutionAwaits(s: PublicState): SeatId[] {
  return s.resolution ? seatsWhere(s.resolution.done, false) : [];
}
