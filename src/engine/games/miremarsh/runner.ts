/** Runs the statechart as a pure function (state, move) → state, like Mirianth's runner. */
import type { SnapshotFrom } from 'xstate';
import { deriveSteps, INERT_SCOPE } from '../../kit/machine';
import type { MiremarshMove } from './moves';
import { miremarshMachine } from './machine';
import type { MiremarshState } from './state';

type Snapshot = SnapshotFrom<typeof miremarshMachine>;

const scope = INERT_SCOPE;

function snapshotOf(state: MiremarshState): Snapshot {
  const value = state.step === 'over' ? 'over' : { play: state.step };
  return miremarshMachine.resolveState({ value, context: { game: state } });
}

/** Joins the chart at the set-up state's first decision. */
export function startChart(state: MiremarshState): MiremarshState {
  const snap = miremarshMachine.getInitialSnapshot(scope, state);
  if (snap.status === 'error') throw snap.error;
  return snap.context.game;
}

/** One move through the chart; null when its guard refused it. */
export function stepChart(state: MiremarshState, move: MiremarshMove): MiremarshState | null {
  const current = snapshotOf(state);
  const next = miremarshMachine.transition(current, move, scope);
  if (next.status === 'error') throw next.error;
  return next.context === current.context ? null : next.context.game;
}

/**
 * Runs the chart's `check` from a hand-built state (rule tests): automatic steps until a decision.
 * Any event makes xstate take the eventless transitions; no state of the chart handles this one.
 */
export function settleChart(state: MiremarshState): MiremarshState {
  if (state.step === 'over') return state;
  // Resolved in `turnEnd` (its entry not run), whose only way out is `check`.
  const at = miremarshMachine.resolveState({ value: { play: 'turnEnd' }, context: { game: state } });
  const next = miremarshMachine.transition(at, { type: 'settle' } as unknown as MiremarshMove, scope);
  if (next.status === 'error') throw next.error;
  return next.context.game;
}

/** Whether the chart asks for input in this state (the kit's `awaitingInput` tag). */
export function chartAwaitsInput(state: MiremarshState): boolean {
  return snapshotOf(state).hasTag('awaitingInput');
}

/** Resting steps and their phases, read from the chart (kit convention). */
export const MIREMARSH_STEPS = deriveSteps(miremarshMachine.root);
