/**
 * The live Nains game's timeline (every state since the deal, and which moves were barriers),
 * kept beside the session for undo and saves, through the shared module-timeline helpers.
 */
import { seatId, type SeatId } from '../../../engine/kit/ids';
import { nainsModule } from '../../../engine/nains/module';
import type { NainsMove, NainsState } from '../../../engine/nains/types';
import {
  cutModuleTimeline, moduleUndoSeat, moduleUndoTarget, pushModuleMove, replayModule, type ModuleSetup, type ModuleTimeline,
} from '../../../shared/save/moduleTimeline';
import type { SeatConfig } from '../../game/types';

let timeline: ModuleTimeline | null = null;

export function setupOf(seats: readonly SeatConfig[], seed: number | string): ModuleSetup {
  return { seed, mode: 'local', seats: seats.map((c) => ({ name: c.name, kind: c.kind === 'human' ? 'human' : 'bot' })) };
}

export const nainsTimeline = {
  get: (): ModuleTimeline | null => timeline,
  set(next: ModuleTimeline | null): void {
    timeline = next;
  },
  /** A new game's timeline: the deal, no moves. */
  start(seats: readonly SeatConfig[], seed: number | string): ModuleTimeline | null {
    const r = replayModule(nainsModule, setupOf(seats, seed), []);
    timeline = r.ok ? r.timeline : null;
    return timeline;
  },
  push(move: NainsMove, next: NainsState, barrier: boolean): ModuleTimeline | null {
    if (!timeline) return null;
    timeline = pushModuleMove(timeline, move, next, barrier);
    return timeline;
  },
  undoSeat(): SeatId | null {
    return timeline ? moduleUndoSeat(timeline) : null;
  },
  /** Cuts back to before the latest human decision (null when Undo is not allowed). */
  undo(): { timeline: ModuleTimeline; seat: SeatId } | null {
    if (!timeline) return null;
    const seat = moduleUndoSeat(timeline);
    const keep = seat === null ? null : moduleUndoTarget(timeline, seat);
    if (seat === null || keep === null) return null;
    timeline = cutModuleTimeline(timeline, keep);
    return { timeline, seat: seatId(seat) };
  },
};
