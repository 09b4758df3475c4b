/**
 * The Miremarsh turn statechart. Each input step is tagged `awaitingInput`; a move is taken when the
 * `legal` guard (the pure rule accepts it) passes and applied by `apply`; the chart then follows the
 * step the rules settled on. Guards and actions are one-line wrappers over pure rules (rules/*).
 */
import { assign, setup } from 'xstate';
import { AWAITING_INPUT, RESTS } from '../kit/machine';
import type { MiremarshMove } from './moves';
import { reduce } from './rules/reduce';
import type { MiremarshState, Step } from './state';

export interface MiremarshContext { game: MiremarshState }

/** One-slot memo so the guard's rule run is not repeated by the action for the same move. */
let memo: { state: MiremarshState; move: MiremarshMove; next: MiremarshState | null } | null = null;
function ruled(state: MiremarshState, move: MiremarshMove): MiremarshState | null {
  if (memo && memo.state === state && memo.move === move) return memo.next;
  const next = reduce(state, move);
  memo = { state, move, next };
  return next;
}

export const INPUT_STEPS = ['respawn', 'act', 'attempt', 'pickItem', 'sneak', 'placeCreature', 'stepCreature', 'bribeOffer', 'bribeAnswer'] as const satisfies readonly Step[];
const MOVE_TYPES: readonly MiremarshMove['type'][] = [
  'respawn', 'rerollOpening', 'move', 'path', 'spy', 'attempt', 'reroll', 'pay', 'giveUp', 'trade', 'useCard', 'pickItem', 'sneak', 'endTurn',
  'placeCreature', 'stepCreature', 'bribe', 'answerBribe',
];

const goTo = (step: Step, target: string) => ({ guard: { type: 'stepIs' as const, params: { step } }, target });
const follow = [goTo('over', '#miremarsh.over'), ...INPUT_STEPS.map((step) => goTo(step, `#miremarsh.play.${step}`))];

function inputState(step: Step) {
  const handler = { guard: 'legal', actions: 'apply' } as const;
  return {
    tags: [AWAITING_INPUT],
    on: Object.fromEntries(MOVE_TYPES.map((t) => [t, handler])),
    always: follow.filter((f) => f.guard.params.step !== step),
  };
}

export const miremarshMachine = setup({
  types: { context: {} as MiremarshContext, events: {} as MiremarshMove, input: {} as MiremarshState },
  guards: {
    legal: ({ context, event }) => ruled(context.game, event) !== null,
    stepIs: ({ context }, params: { step: Step }) => context.game.step === params.step,
  },
  actions: {
    apply: assign(({ context, event }) => ({ game: ruled(context.game, event) ?? context.game })),
  },
}).createMachine({
  id: 'miremarsh',
  context: ({ input }) => ({ game: input }),
  initial: 'start',
  states: {
    // The set-up game arrives settled on its first decision; the chart joins it there.
    start: { meta: { ...RESTS, phase: 'setup' }, always: [...follow] },
    play: {
      initial: 'act',
      states: Object.fromEntries(INPUT_STEPS.map((step) => [step, inputState(step)])),
    },
    over: { type: 'final', meta: { ...RESTS, phase: 'finished' } },
  },
});
