/** Who sits where: the active seat, the left neighbour still in the game (R3), solo. */
import { seatId, type SeatId } from '../../../kit/ids';
import type { MiremarshState, SeatState } from '../state';

export const isSolo = (state: MiremarshState): boolean => state.seats.length === 1;

export function active(state: MiremarshState): SeatState {
  const s = state.seats[state.turn.seat];
  if (!s) throw new Error('No active seat');
  return s;
}

/** The next seat clockwise still in the game (may be `from` itself when alone). */
export function nextIn(state: MiremarshState, from: SeatId): SeatId {
  const n = state.seats.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    if (!state.seats[i]?.out) return seatId(i);
  }
  return from;
}

export function seatsIn(state: MiremarshState): SeatId[] {
  return state.seats.flatMap((s, i) => (s.out ? [] : [seatId(i)]));
}
