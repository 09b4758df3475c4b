/**
 * `assign` without recomputing the snapshot's state value. xstate's own assign rebuilds the whole
 * snapshot (state value, tag set, spawner) for every context update, and the engine runs two to
 * three assigns per move: that was the largest single cost in the bench profile. Our context
 * updates never spawn actors and never change the active states, so the snapshot keeps its value,
 * tags, nodes and children and only the context is new; the statechart still picks every
 * transition and evaluates every guard.
 *
 * `light(assign(...))` swaps `resolve` on an ordinary assign action (the hook xstate's built-in
 * actions use), so the machine's types and config stay xstate's own. tests/engine/lightAssign.test.ts
 * checks that games step to the same snapshots as with xstate's assign.
 */
import type { AnyMachineSnapshot } from 'xstate';

type AssignmentFn = (args: { context: object; event: unknown }, params: unknown) => object;
type Resolve = (scope: unknown, snapshot: AnyMachineSnapshot, args: { event: unknown }, params: unknown) => [AnyMachineSnapshot, undefined, undefined];

/** Set to false (tests only) to compare with xstate's own assign. */
export const lightAssignEnabled = { on: true };

export function light<A extends object>(action: A): A {
  const built = action as unknown as { assignment: unknown; resolve: Resolve };
  const assignment = built.assignment;
  const original = built.resolve;
  if (typeof assignment !== 'function' || typeof original !== 'function') throw new Error('light() takes an assign(fn) action');
  const update = assignment as AssignmentFn;
  built.resolve = (scope, snapshot, args, params) => {
    if (!lightAssignEnabled.on) return original(scope, snapshot, args, params, built as never);
    const context = snapshot.context as object;
    return [{ ...snapshot, context: { ...context, ...update({ context, event: args.event }, params) } }, undefined, undefined];
  };
  return action;
}
