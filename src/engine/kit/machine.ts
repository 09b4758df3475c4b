/**
 * XState helpers for a game's statechart: the tag and `meta` conventions the platform reads,
 * config builders for input steps, and the walk that derives step ids and phases from a chart.
 *
 * Conventions: a state where seats are asked for input carries the tag `awaitingInput`; a state
 * where the game rests without input (its start, its end) carries `meta: { rests: true }`. A resting
 * state's key is its step id; its phase is its top-level state, or `meta.phase` when given.
 */
import { createActor, fromTransition, type AnyActorScope, type AnyStateNode } from 'xstate';

export const AWAITING_INPUT = 'awaitingInput';
export const RESTS = { rests: true } as const;

/**
 * An input step: every move type in `moves` is taken when the `legal` guard passes and applied by
 * the `apply` action; when nobody is awaited any more the chart moves on to `next`.
 */
export function inputStep<T extends string>(moves: readonly T[], next: string, names = { legal: 'legal', apply: 'apply', done: 'nobodyAwaiting' }) {
  const handler = { guard: names.legal, actions: names.apply };
  return {
    tags: [AWAITING_INPUT],
    on: Object.fromEntries(moves.map((type) => [type, handler])) as Record<T, typeof handler>,
    always: { guard: names.done, target: next },
  };
}

export interface DerivedSteps { steps: string[]; phaseOf: Record<string, string> }

function metaField(node: AnyStateNode, field: string): unknown {
  const meta: unknown = node.meta;
  return meta !== null && typeof meta === 'object' && field in meta ? (meta as Record<string, unknown>)[field] : undefined;
}

/** Resting steps in document order, each with its phase. Throws if two share a key. */
export function deriveSteps(root: AnyStateNode): DerivedSteps {
  const steps: string[] = [];
  const phaseOf: Record<string, string> = {};
  const visit = (node: AnyStateNode): void => {
    if (node.tags.includes(AWAITING_INPUT) || metaField(node, 'rests') === true) {
      if (Object.hasOwn(phaseOf, node.key)) throw new Error(`Two resting states are called "${node.key}"`);
      const phase = metaField(node, 'phase');
      steps.push(node.key);
      phaseOf[node.key] = typeof phase === 'string' ? phase : (node.path[0] ?? node.key);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(root);
  return { steps, phaseOf };
}

// xstate's exported transition() builds a fresh actor scope per call, which dominated the
// profile; a game chart has no child actors or side effects, so one inert scope can be shared.
const inertSelf = createActor(fromTransition((s: null) => s, null));
/** The actor scope every game runner passes to `machine.transition` and `getInitialSnapshot`. */
export const INERT_SCOPE = {
  self: inertSelf,
  defer: () => undefined,
  id: '',
  logger: () => undefined,
  sessionId: '',
  stopChild: () => undefined,
  system: inertSelf.system,
  emit: () => undefined,
  actionExecutor: () => undefined,
} as unknown as AnyActorScope;
