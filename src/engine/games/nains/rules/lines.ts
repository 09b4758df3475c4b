/** Recruits owed for completed lines: `pending += lines - counted; counted = lines` after each placement. */
import type { SeatId } from '../../../kit/ids';
import type { NainsState } from '../types';
import { completeLines } from './army';
import { withPlayer } from './state';

export function settleLines(s: NainsState, seat: SeatId): NainsState {
  return withPlayer(s, seat, (p) => {
    const lines = completeLines(p.army);
    return lines > p.counted ? { ...p, pending: p.pending + lines - p.counted, counted: lines } : p;
  });
}
