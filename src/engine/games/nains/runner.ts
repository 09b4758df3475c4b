/** Runs the Nains statechart as a pure function (state, move) → state, rebuilding the snapshot from the state. */
import type { SnapshotFrom, StateValue } from 'xstate';
import { deriveSteps, INERT_SCOPE } from '../../kit/machine';
import { nainsMachine, NAINS_STEP_STATE } from './machine';
import { rest } from './rules/flow';
import type { NainsMove, NainsState, NainsStep, Stage } from './types';

type Snapshot = SnapshotFrom<typeof nainsMachine>;

const scope = INERT_SCOPE;

function done(snapshot: Snapshot): NainsState {
  if (snapshot.status === 'error') throw snapshot.error;
  return snapshot.context.game;
}

export function startNains(initial: NainsState): NainsState {
  return done(nainsMachine.getInitialSnapshot(scope, initial));
}

/** One move through the chart; null when the guard refused it. */
export function stepNains(state: NainsState, move: NainsMove): NainsState | null {
  const current = nainsMachine.resolveState({ value: NAINS_STEP_STATE[state.step], context: { game: state } });
  const next = nainsMachine.transition(current, move, scope);
  return next.context === current.context ? null : done(next);
}

/** The chart state a tavern stands at, read from the active Lord's stage. */
const STAGE_STATE: Record<Stage, string> = { pick: 'lord', recruit: 'recruit', exchange: 'exchange', discard: 'discard', next: 'next' };

/**
 * Where the chart stands for a state built by hand between two decisions (rule tests): its
 * resting step, a tavern stage, or the reveal of the next tavern once bids are in. Null when the
 * flow has nowhere to go (a position with no turn under way).
 */
function flowValue(s: NainsState): StateValue | null {
  if (s.decision || s.step === 'over' || (s.step === 'bidding' && s.bids)) return null;
  if (s.run) return { era: { tavern: STAGE_STATE[s.run.stage] } };
  return s.placed ? { era: { tavern: 'reveal' } } : null;
}

/**
 * Runs the chart from such a state to the next decision (no move played): the automatic steps,
 * then any forced answers. A resting state comes back as it is.
 */
export function settleNains(s: NainsState): NainsState {
  const value = flowValue(s);
  if (value === null) return rest(s);
  const snapshot = nainsMachine.resolveState({ value, context: { game: s } });
  // Any event makes xstate take the eventless transitions; none of the chart's states handles this one.
  return done(nainsMachine.transition(snapshot, { type: 'settle' } as unknown as NainsMove, scope));
}

const derived = deriveSteps(nainsMachine.root);
/** Resting steps and their phases, read from the chart. */
export const NAINS_STEPS: readonly string[] = derived.steps;
export function nainsPhaseOf(step: NainsStep): string {
  return derived.phaseOf[step] ?? 'taverns';
}
