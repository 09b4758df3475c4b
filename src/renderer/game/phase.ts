/** The phase a step belongs to, read from the statechart's own map of resting steps. */
import type { StepId } from '../../engine';
import { STEP_STATE } from '../../engine/machine/runner';

export type Phase = 'setup' | 'negotiation' | 'resolution' | 'gameOver';

export function phaseOf(step: StepId): Phase {
  const value = STEP_STATE[step];
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  return top === 'negotiation' || top === 'resolution' || top === 'gameOver' ? top : 'setup';
}
