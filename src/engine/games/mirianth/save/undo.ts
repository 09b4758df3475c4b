/**
 * Undo against the AI. A human takes back their own latest decision, and with it every bot move
 * that followed, but never further back than the last move that revealed hidden information
 * (a card reveal, the Last Round card, a shuffle or a fate flip). Every random outcome in the
 * engine comes with one of those events, so an undo can never re-roll one: the rewound log
 * replays to exactly the state the game had then, PRNG included.
 */
import type { Move } from '..';
import { seatId, type SeatId } from '../../../kit/ids';
import type { SaveSetup } from '../../../../shared/save/format';
import { undoFloor } from '../../../../shared/save/moduleTimeline';
import { buildTimeline, truncateTimeline, type Timeline } from './replay';

export function humanSeats(setup: SaveSetup): SeatId[] {
  return setup.seats.flatMap((s, i) => (s.kind === 'human' ? [seatId(i)] : []));
}

export { undoFloor };

export interface UndoInput {
  setup: SaveSetup;
  moves: readonly Move[];
  /** `revealed[i]`: move i showed hidden information (see `revealsHiddenInfo`). */
  revealed: readonly boolean[];
}

/**
 * How many moves to keep so that `seat` may decide again: the index of its latest decision.
 * null when undo is not allowed: a LAN game, a bot seat, nothing of its own to take back since
 * the last reveal, or another human decided after it (undo takes back only your own decisions).
 */
export function undoTarget({ setup, moves, revealed }: UndoInput, seat: SeatId): number | null {
  if (setup.mode === 'lan') return null;
  const humans = humanSeats(setup);
  if (!humans.includes(seat)) return null;
  const floor = undoFloor(revealed);
  for (let i = moves.length - 1; i >= floor; i--) {
    const mover = moves[i]?.seat;
    if (mover === seat) return i;
    if (mover !== undefined && humans.includes(mover)) return null;
  }
  return null;
}

export function canUndo(timeline: Timeline, seat: SeatId): boolean {
  return undoTarget(timeline, seat) !== null;
}

/** The timeline with `seat`'s latest decision taken back, or null when that is not allowed. */
export function undoTimeline(timeline: Timeline, seat: SeatId): Timeline | null {
  const target = undoTarget(timeline, seat);
  return target === null ? null : truncateTimeline(timeline, target);
}

/** Same, from a bare setup and move log (replays them first, under `rulesVersion`). */
export function undoLog(setup: SaveSetup, moves: readonly Move[], seat: SeatId, rulesVersion?: number): Move[] | null {
  const built = buildTimeline(setup, moves, rulesVersion);
  if (!built.ok) return null;
  const undone = undoTimeline(built.timeline, seat);
  return undone ? undone.moves : null;
}
