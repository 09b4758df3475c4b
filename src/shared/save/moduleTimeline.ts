/**
 * Replay and undo for any game module, through the seam alone (`create`, `parseMove`, `apply`,
 * `isBarrier`, `hash`): the generic core every game's save needs. A game with typed save documents
 * may keep its own typed replay (Mirianth's, in its room); this is what a toy module is tested with.
 */
import type { SeatId } from '../../engine/kit/ids';
import type { AnyGameModule, BaseMove } from '../../engine/kit/module';

/** The shortest log undo may leave: just after the last move that showed hidden information. */
export function undoFloor(revealed: readonly boolean[]): number {
  return revealed.lastIndexOf(true) + 1;
}

export interface ModuleSeat { name: string; kind: 'human' | 'bot' }
export interface ModuleSetup { seed: number | string; mode: 'local' | 'lan'; seats: readonly ModuleSeat[] }

export interface ModuleTimeline {
  game: string;
  rulesVersion: number;
  setup: ModuleSetup;
  moves: BaseMove[];
  states: unknown[];
  /** `barrier[i]`: move i consumed randomness or revealed hidden information (the module says). */
  barrier: boolean[];
}

/** `parse`: move `index` is not a move of this game; `refused`: the rules refuse it; `engine`: the rules threw (a bug). */
export type ModuleReplay =
  | { ok: true; timeline: ModuleTimeline }
  | { ok: false; index: number; message: string; fault?: 'parse' | 'refused' | 'engine' };

/** Every state of a game of `module` from its setup and (untrusted) move log, under `rulesVersion`. */
export function replayModule(module: AnyGameModule, setup: ModuleSetup, input: readonly unknown[], rulesVersion = module.rulesVersion): ModuleReplay {
  if (!module.rulesVersions.includes(rulesVersion)) return { ok: false, index: -1, message: `${module.name.en} has no rules version ${rulesVersion}` };
  let index = -1;
  try {
    let state = module.create({ seed: setup.seed, players: setup.seats.map((s) => ({ name: s.name })), rulesVersion }).state;
    const states: unknown[] = [state];
    const moves: BaseMove[] = [];
    const barrier: boolean[] = [];
    for (index = 0; index < input.length; index++) {
      const parsed = module.parseMove(input[index]);
      if (!parsed.ok) return { ok: false, index, message: parsed.message, fault: 'parse' };
      const r = module.apply(state, parsed.move);
      if (!r.ok) return { ok: false, index, message: r.refusal.message, fault: 'refused' };
      barrier.push(module.isBarrier(state, r.state, r.events));
      state = r.state;
      states.push(state);
      moves.push(parsed.move);
    }
    return { ok: true, timeline: { game: module.id, rulesVersion, setup, moves, states, barrier } };
  } catch (err) {
    return { ok: false, index, message: err instanceof Error ? err.message : String(err), fault: 'engine' };
  }
}

/**
 * How many moves to keep so `seat` may decide again (undo.ts's rule, for any game): never in a
 * LAN game, never for a bot seat, never past a barrier, never past another human's decision.
 */
export function moduleUndoTarget(t: Pick<ModuleTimeline, 'setup' | 'moves' | 'barrier'>, seat: SeatId): number | null {
  if (t.setup.mode === 'lan') return null;
  const humans = t.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  if (!humans.includes(seat)) return null;
  const floor = undoFloor(t.barrier);
  for (let i = t.moves.length - 1; i >= floor; i--) {
    const mover = t.moves[i]?.seat;
    if (mover === seat) return i;
    if (mover !== undefined && humans.includes(mover)) return null;
  }
  return null;
}

/** The timeline cut back to its first `length` moves. */
export function cutModuleTimeline(t: ModuleTimeline, length: number): ModuleTimeline {
  const n = Math.max(0, Math.min(length, t.moves.length));
  return { ...t, moves: t.moves.slice(0, n), states: t.states.slice(0, n + 1), barrier: t.barrier.slice(0, n) };
}

/** One more move on a loaded game (continuing it): refused moves change nothing. */
export function extendModuleTimeline(module: AnyGameModule, t: ModuleTimeline, input: unknown): { ok: true; timeline: ModuleTimeline } | { ok: false; message: string } {
  const last = t.states[t.states.length - 1];
  if (last === undefined) return { ok: false, message: 'empty timeline' };
  const parsed = module.parseMove(input);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const r = module.apply(last, parsed.move);
  if (!r.ok) return { ok: false, message: r.refusal.message };
  return {
    ok: true,
    timeline: {
      ...t,
      moves: [...t.moves, parsed.move],
      states: [...t.states, r.state],
      barrier: [...t.barrier, module.isBarrier(last, r.state, r.events)],
    },
  };
}

/** The human whose latest decision Undo would take back (the latest human mover), or null when Undo has nothing to do. */
export function moduleUndoSeat(t: Pick<ModuleTimeline, 'setup' | 'moves' | 'barrier'>): SeatId | null {
  const humans = t.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  for (let i = t.moves.length - 1; i >= 0; i--) {
    const seat = t.moves[i]?.seat;
    if (seat !== undefined && humans.includes(seat)) return moduleUndoTarget(t, seat) === null ? null : seat;
  }
  return null;
}

/** One applied move added to a timeline (the caller applied it and has its events). */
export function pushModuleMove(t: ModuleTimeline, move: BaseMove, next: unknown, barrier: boolean): ModuleTimeline {
  return { ...t, moves: [...t.moves, move], states: [...t.states, next], barrier: [...t.barrier, barrier] };
}
