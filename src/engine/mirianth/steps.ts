/**
 * Mirianth's step ids, phase names and step → phase map, read from the statechart itself so that
 * saves, the table and tests import them instead of keeping copies. A resting step is a state
 * tagged `awaitingInput` or marked `meta.rests`; its phase is its top-level state unless
 * `meta.phase` says otherwise (the final state belongs to `finished`).
 */
import type { AnyStateNode } from 'xstate';
import { mirianthMachine } from '../machine/machine';
import { STEP_STATE } from '../machine/runner';
import type { StepId } from '../state';

export type MirianthPhase = 'setup' | 'negotiation' | 'resolution' | 'finished';
const PHASE_NAMES: readonly string[] = ['setup', 'negotiation', 'resolution', 'finished'] satisfies MirianthPhase[];

function isPhase(name: string): name is MirianthPhase {
  return PHASE_NAMES.includes(name);
}
function isStep(name: string): name is StepId {
  return Object.hasOwn(STEP_STATE, name);
}

function metaPhase(node: AnyStateNode): string | undefined {
  const meta: unknown = node.meta;
  if (meta !== null && typeof meta === 'object' && 'phase' in meta && typeof meta.phase === 'string') return meta.phase;
  return undefined;
}
function rests(node: AnyStateNode): boolean {
  const meta: unknown = node.meta;
  return node.tags.includes('awaitingInput') || (meta !== null && typeof meta === 'object' && 'rests' in meta && meta.rests === true);
}

/** Walks the chart once, in document order. Throws at load if the chart and `StepId` disagree. */
function derive(): { steps: StepId[]; phases: MirianthPhase[]; phaseOf: Record<StepId, MirianthPhase> } {
  const found = new Map<StepId, MirianthPhase>();
  const visit = (node: AnyStateNode): void => {
    if (rests(node)) {
      const phase = metaPhase(node) ?? node.path[0] ?? node.key;
      if (!isStep(node.key)) throw new Error(`Statechart state "${node.key}" rests but is not a StepId`);
      if (!isPhase(phase)) throw new Error(`Statechart state "${node.key}" is in unknown phase "${phase}"`);
      found.set(node.key, phase);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(mirianthMachine.root);
  const phaseOf = {} as Record<StepId, MirianthPhase>;
  for (const step of Object.keys(STEP_STATE)) {
    if (!isStep(step)) continue;
    const phase = found.get(step);
    if (phase === undefined) throw new Error(`StepId "${step}" is not a resting state of the statechart`);
    phaseOf[step] = phase;
  }
  const phases: MirianthPhase[] = [];
  for (const phase of found.values()) if (!phases.includes(phase)) phases.push(phase);
  return { steps: [...found.keys()], phases, phaseOf };
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
