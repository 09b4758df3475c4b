/**
 * The live local game's timeline, for any game module: every state since the setup, which moves
 * were barriers (for undo) and each step's events (for the log and a replay's animations). The
 * saves side gets the plain `ModuleTimeline`; the typed frames beside it are the table's.
 */
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import { seatId, type SeatId } from '../../../engine/kit/ids';
import {
  cutModuleTimeline, moduleUndoSeat, moduleUndoTarget, pushModuleMove, type ModuleSetup, type ModuleTimeline,
} from '../../../shared/save/moduleTimeline';
import type { SeatConfig } from '../../game/types';

/** One step of the game: the state after it, its events (frame 0: the setup's), the move (none at 0). */
export interface LocalFrame<S, M, E> {
  state: S;
  events: E[];
  move: M | null;
}

export interface LocalTimeline<S, M extends BaseMove, E extends BaseEvent> {
  /** The saves side's timeline (the same object until the next move or undo). */
  get(): ModuleTimeline | null;
  frames(): readonly LocalFrame<S, M, E>[];
  /** A new game's timeline: the setup, no moves. */
  start(seats: readonly SeatConfig[], seed: number | string): ModuleTimeline;
  /** A checked saved timeline to continue or replay; false when the rules no longer rebuild it. */
  load(timeline: ModuleTimeline): boolean;
  push(move: M, next: S, events: E[], barrier: boolean): ModuleTimeline | null;
  undoSeat(): SeatId | null;
  /** Cuts back to before the latest human decision (null when Undo is not allowed). */
  undo(): { timeline: ModuleTimeline; seat: SeatId } | null;
  clear(): void;
}

export function setupOf(seats: readonly SeatConfig[], seed: number | string): ModuleSetup {
  return { seed, mode: 'local', seats: seats.map((c) => ({ name: c.name, kind: c.kind === 'human' ? 'human' : 'bot' })) };
}

export function createLocalTimeline<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>): LocalTimeline<S, M, E> {
  let timeline: ModuleTimeline | null = null;
  let frames: LocalFrame<S, M, E>[] = [];

  /** The typed frames of a timeline, rebuilt through the module (its states are untyped in a save). */
  function rebuild(t: ModuleTimeline): LocalFrame<S, M, E>[] | null {
    const setup = t.setup;
    const first = game.create({ seed: setup.seed, players: setup.seats.map((s) => ({ name: s.name })), rulesVersion: t.rulesVersion });
    const out: LocalFrame<S, M, E>[] = [{ state: first.state, events: first.events, move: null }];
    let state = first.state;
    for (const raw of t.moves) {
      const parsed = game.parseMove(raw);
      if (!parsed.ok) return null;
      const r = game.apply(state, parsed.move);
      if (!r.ok) return null;
      state = r.state;
      out.push({ state, events: r.events, move: parsed.move });
    }
    return out;
  }

  return {
    get: () => timeline,
    frames: () => frames,
    start(seats, seed) {
      const setup = setupOf(seats, seed);
      const first = game.create({ seed, players: setup.seats.map((s) => ({ name: s.name })) });
      frames = [{ state: first.state, events: first.events, move: null }];
      timeline = { game: game.id, rulesVersion: game.rulesVersion, setup, moves: [], states: [first.state], barrier: [] };
      return timeline;
    },
    load(next) {
      const built = rebuild(next);
      if (!built) return false;
      timeline = next;
      frames = built;
      return true;
    },
    push(move, next, events, barrier) {
      if (!timeline) return null;
      timeline = pushModuleMove(timeline, move, next, barrier);
      frames = [...frames, { state: next, events, move }];
      return timeline;
    },
    undoSeat: () => (timeline ? moduleUndoSeat(timeline) : null),
    undo() {
      if (!timeline) return null;
      const seat = moduleUndoSeat(timeline);
      const keep = seat === null ? null : moduleUndoTarget(timeline, seat);
      if (seat === null || keep === null) return null;
      timeline = cutModuleTimeline(timeline, keep);
      frames = frames.slice(0, keep + 1);
      return { timeline, seat: seatId(seat) };
    },
    clear() {
      timeline = null;
      frames = [];
    },
  };
}
