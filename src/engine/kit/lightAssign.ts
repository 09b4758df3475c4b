/**
 * `assign` without recomputing the snapshot's state value. xstate's own assign rebuilds the whole
 * snapshot (state value, tag set, spawner) for every context update, and the engine runs two to
 * three assigns per move: that was the largest single cost in the bench profile. Our context
 * updates never spawn actors and never change the active states, so the snapshot keeps its value,
 * tags, nodes and children and only the context is new; the statechart still picks every
 * transition and evaluates every guard.
 *
 * `lightenAssigns(machine)` swaps `resolve` on the machine's `assign(fn)` actions (the hook
 * xstate's built-in actions use), so the machine's types and config stay xstate's own.
 * tests/engine/kit/lightAssign.test.ts checks that games step to the same snapshots as with
 * xstate's assign.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';

type AssignmentFn = (args: { context: object; event: unknown }, params: unknown) => object;
type Resolve = (scope: unknown, snapshot: AnyMachineSnapshot, args: { event: unknown }, params: unknown, action: unknown) => [AnyMachineSnapshot, unknown, unknown];

/** Set to false (tests only) to compare with xstate's own assign. */
export const lightAssignEnabled = { on: true };

function isAssign(action: unknown): action is { type: string; assignment: unknown; resolve: Resolve } {
  return typeof action === 'function' && 'type' in action && action.type === 'xstate.assign' && 'resolve' in action;
}

export function lightenAssigns(machine: AnyStateMachine): void {
  const actions = machine.implementations.actions as Record<string, unknown>;
  for (const action of Object.values(actions)) {
    if (!isAssign(action) || typeof action.assignment !== 'function') continue;
    const update = action.assignment as AssignmentFn;
    const original = action.resolve;
    action.resolve = (scope, snapshot, args, params, self) => {
      if (!lightAssignEnabled.on) return original(scope, snapshot, args, params, self);
      const context = snapshot.context as object;
      return [{ ...snapshot, context: { ...context, ...update({ context, event: args.event }, params) } }, undefined, undefined];
    };
  }
}
