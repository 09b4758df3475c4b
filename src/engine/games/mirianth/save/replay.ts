/**
 * Rebuilds a game from its setup and move log. The engine is deterministic, so this is how a save
 * becomes a game again, how undo rewinds, and how a replay steps back.
 */
import type { SaveSetup } from '../../../../shared/save/format';
import type { GameState, Move } from '..';
import { mirianthModule } from '../module';
import { revealsHiddenInfo } from '../saveEvents';

export type Replayed =
  | { ok: true; state: GameState }
  | { ok: false; index: number; message: string; engineError: boolean };

/** The rules version a new game is played under (a save names its own). */
export const CURRENT_RULES_VERSION: number = mirianthModule.rulesVersion;

/** The game's first state under the given released rules (the module refuses one it does not know). */
export function startState(setup: SaveSetup, rulesVersion: number = CURRENT_RULES_VERSION): GameState {
  return mirianthModule.create({ seed: setup.seed, players: setup.seats.map((s) => ({ name: s.name })), rulesVersion }).state;
}

/** Where a move log stops being legal, or the state it leads to. Never throws. */
export function replayMoves(setup: SaveSetup, moves: readonly Move[], rulesVersion: number = CURRENT_RULES_VERSION): Replayed {
  let index = -1;
  try {
    let state = startState(setup, rulesVersion);
    for (index = 0; index < moves.length; index++) {
      const move = moves[index];
      if (move === undefined) break;
      const r = mirianthModule.apply(state, move);
      if (!r.ok) return { ok: false, index, message: r.refusal.message, engineError: false };
      state = r.state;
    }
    return { ok: true, state };
  } catch (err) {
    // An engine exception is a bug, but a save must never take the app down with it.
    return { ok: false, index, message: err instanceof Error ? err.message : String(err), engineError: true };
  }
}

/** Which moves showed hidden information (undo's floor). */
export { HIDDEN_INFO_EVENTS, isAutosavePoint, revealsHiddenInfo } from '../saveEvents';

/**
 * Every state of a game, for stepping a replay back and forth and for undo.
 * `states[i]` is the game after the first i moves; its `events` are the ones move i-1 caused
 * (for `states[0]`, the setup and first reveals), which is what the table animates.
 */
export interface Timeline {
  setup: SaveSetup;
  /** The rules the game is played under: replays and undo recreate it with these. */
  rulesVersion: number;
  moves: Move[];
  states: GameState[];
  /** `revealed[i]`: move i showed hidden information. */
  revealed: boolean[];
}

export type TimelineResult = { ok: true; timeline: Timeline } | { ok: false; index: number; message: string };

export function newTimeline(setup: SaveSetup, rulesVersion: number = CURRENT_RULES_VERSION): Timeline {
  return { setup, rulesVersion, moves: [], states: [startState(setup, rulesVersion)], revealed: [] };
}

/** Adds one move in place of replaying the whole log (live play). Refused moves change nothing. */
export function extendTimeline(timeline: Timeline, move: Move): { ok: true; timeline: Timeline } | { ok: false; message: string } {
  const last = timeline.states[timeline.states.length - 1];
  if (last === undefined) return { ok: false, message: 'empty timeline' };
  const r = mirianthModule.apply(last, move);
  if (!r.ok) return { ok: false, message: r.refusal.message };
  return {
    ok: true,
    timeline: {
      setup: timeline.setup,
      rulesVersion: timeline.rulesVersion,
      moves: [...timeline.moves, move],
      states: [...timeline.states, r.state],
      revealed: [...timeline.revealed, revealsHiddenInfo(r.events)],
    },
  };
}

export function buildTimeline(setup: SaveSetup, moves: readonly Move[], rulesVersion: number = CURRENT_RULES_VERSION): TimelineResult {
  try {
    const states = [startState(setup, rulesVersion)];
    const revealed: boolean[] = [];
    let state = states[0];
    for (let index = 0; index < moves.length; index++) {
      const move = moves[index];
      if (move === undefined || state === undefined) break;
      const r = mirianthModule.apply(state, move);
      if (!r.ok) return { ok: false, index, message: r.refusal.message };
      state = r.state;
      states.push(state);
      revealed.push(revealsHiddenInfo(r.events));
    }
    return { ok: true, timeline: { setup, rulesVersion, moves: moves.slice(), states, revealed } };
  } catch (err) {
    return { ok: false, index: -1, message: err instanceof Error ? err.message : String(err) };
  }
}

/** The timeline cut back to its first `length` moves (undo, or a replay's "play from here"). */
export function truncateTimeline(timeline: Timeline, length: number): Timeline {
  const n = Math.max(0, Math.min(length, timeline.moves.length));
  return {
    setup: timeline.setup,
    rulesVersion: timeline.rulesVersion,
    moves: timeline.moves.slice(0, n),
    states: timeline.states.slice(0, n + 1),
    revealed: timeline.revealed.slice(0, n),
  };
}
