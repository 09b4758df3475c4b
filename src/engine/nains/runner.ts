/** Runs the Nains statechart as a pure function (state, move) → state, rebuilding the snapshot from `state.step`. */
import type { SnapshotFrom } from 'xstate';
import { deriveSteps, INERT_SCOPE } from '../kit/machine';
import { nainsMachine, NAINS_STEP_STATE } from './machine';
import type { NainsMove, NainsState, NainsStep } from './types';

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

const derived = deriveSteps(nainsMachine.root);
/** Resting steps and their phases, read from the chart. */
export const NAINS_STEPS: readonly string[] = derived.steps;
export function nainsPhaseOf(step: NainsStep): string {
  return derived.phaseOf[step] ?? 'taverns';
}
