/** The phase a step belongs to, read from the statechart's own step → phase map (through the module). */
import type { StepId } from '../../../../engine/games/mirianth';
import { MIRIANTH_MODULE } from '../../../../engine/registry';

/** The table names the last phase after its resting step, `gameOver`. */
export type Phase = 'setup' | 'negotiation' | 'resolution' | 'gameOver';

export function phaseOf(step: StepId): Phase {
  const phase = MIRIANTH_MODULE.phaseOf(step);
  return phase === 'finished' ? 'gameOver' : phase;
}
