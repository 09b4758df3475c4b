/** Mirianth's save timeline as its screens read it: who Undo serves, and the game log after some moves. */
import type { SeatId } from '../../../../engine/kit/ids';
import type { DomainEvent } from '../../../../engine/games/mirianth';
import { canUndo, humanSeats, type Timeline } from '../../../../engine/games/mirianth/save';

/** The human whose latest decision Undo would take back, or null when there is nothing to undo. */
export function undoSeat(timeline: Timeline): SeatId | null {
  const humans = humanSeats(timeline.setup);
  for (let i = timeline.moves.length - 1; i >= 0; i--) {
    const seat = timeline.moves[i]?.seat;
    if (seat !== undefined && humans.includes(seat)) return canUndo(timeline, seat) ? seat : null;
  }
  return null;
}

/** The game log after `moves` moves: the deal's events, then each move's. */
export function logOf(timeline: Timeline, moves = timeline.moves.length): DomainEvent[][] {
  return timeline.states.slice(0, moves + 1).map((s) => s.events);
}
