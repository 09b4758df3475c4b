/** Closing a round: promises tied to it lapse, the revealer passes clockwise, the last round ends negotiation. */
import { seatId } from '../ids';
import type { GameState } from '../state';
import { lapsePromises } from './promises';

export function endRound(s: GameState): GameState {
  const last = s.lastRound === 'thisIsLast';
  const next = lapsePromises(s, false);
  return {
    ...next,
    round: null,
    revealer: seatId((s.revealer + 1) % s.players.length),
    lastRound: last ? 'over' : s.lastRound === 'nextIsLast' ? 'thisIsLast' : s.lastRound,
  };
}
