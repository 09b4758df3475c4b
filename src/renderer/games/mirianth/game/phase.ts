/** The phase a step belongs to, read from the statechart's own step → phase map (through the module). */
import type { StepId } from '../../../../engine/games/mirianth';
import { mirianthModule as MIRIANTH_MODULE } from '../../../../engine/games/mirianth/module';

/** The table names the last phase after its resting step, `gameOver`. */
export type Phase = 'setup' | 'negotiation' | 'resolution' | 'gameOver';

export function phaseOf(step: StepId): Phase {
  const phase = MIRIANTH_MODULE.phaseOf(step);
  return phase === 'finished' ? 'gameOver' : phase;
}
