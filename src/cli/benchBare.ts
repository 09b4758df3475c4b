/**
 * The bench's yardstick: a bare XState v5 actor doing one guarded assign on a one-key context.
 * Measured in the same thread and run as the games, so `gamesPer1kTransitions` compares the
 * engine with XState itself rather than with a machine that may be 40% faster or slower.
 */
import { assign, createActor, setup } from 'xstate';

const bareMachine = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'tick' } },
  guards: { open: ({ context }) => context.n >= 0 },
  actions: { count: assign(({ context }) => ({ n: context.n + 1 })) },
}).createMachine({ context: { n: 0 }, on: { tick: { guard: 'open', actions: 'count' } } });

export interface BareRun { transitions: number; ms: number }

/** Sends `tick` to a started actor for at least `minMs`, checking the clock every 1,000 sends. */
export function runBareTransitions(minMs: number): BareRun {
  const actor = createActor(bareMachine).start();
  const event = { type: 'tick' } as const;
  let transitions = 0;
  const t0 = performance.now();
  do {
    for (let i = 0; i < 1000; i++) actor.send(event);
    transitions += 1000;
  } while (performance.now() - t0 < minMs);
  const ms = performance.now() - t0;
  if (actor.getSnapshot().context.n !== transitions) throw new Error('bare actor skipped a transition');
  actor.stop();
  return { transitions, ms };
}
