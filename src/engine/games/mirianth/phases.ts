/**
 * Mirianth's step ids, phase names and step → phase map, read from the statechart itself (kit
 * conventions: `awaitingInput` tags and `meta.rests`/`meta.phase`) so that saves, the table and
 * tests import them instead of keeping copies. Checked at load against the `StepId` type.
 */
import { deriveSteps } from '../../kit/machine';
import { mirianthMachine } from './machine/machine';
import { STEP_STATE } from './machine/runner';
import type { StepId } from './state';

export type MirianthPhase = 'setup' | 'negotiation' | 'resolution' | 'finished';
const PHASE_NAMES: readonly string[] = ['setup', 'negotiation', 'resolution', 'finished'] satisfies MirianthPhase[];

function isPhase(name: string): name is MirianthPhase {
  return PHASE_NAMES.includes(name);
}
function isStep(name: string): name is StepId {
  return Object.hasOwn(STEP_STATE, name);
}

function derive(): { steps: StepId[]; phases: MirianthPhase[]; phaseOf: Record<StepId, MirianthPhase> } {
  const chart = deriveSteps(mirianthMachine.root);
  const steps: StepId[] = [];
  const phases: MirianthPhase[] = [];
  const phaseOf = {} as Record<StepId, MirianthPhase>;
  for (const step of chart.steps) {
    const phase = chart.phaseOf[step] ?? '';
    if (!isStep(step)) throw new Error(`Statechart state "${step}" rests but is not a StepId`);
    if (!isPhase(phase)) throw new Error(`Statechart state "${step}" is in unknown phase "${phase}"`);
    steps.push(step);
    phaseOf[step] = phase;
    if (!phases.includes(phase)) phases.push(phase);
  }
  for (const step of Object.keys(STEP_STATE)) {
    if (!chart.steps.includes(step)) throw new Error(`StepId "${step}" is not a resting state of the statechart`);
  }
  return { steps, phases, phaseOf };
}

const derived = derive();

/** Every step the game can rest in, in statechart order. */
export const MIRIANTH_STEPS: readonly StepId[] = derived.steps;
/** Every phase, in statechart order. */
export const MIRIANTH_PHASES: readonly MirianthPhase[] = derived.phases;
/** Which phase each step belongs to. */
export const MIRIANTH_STEP_PHASE: Readonly<Record<StepId, MirianthPhase>> = derived.phaseOf;

export function mirianthPhaseOf(step: StepId): MirianthPhase {
  return MIRIANTH_STEP_PHASE[step];
}
