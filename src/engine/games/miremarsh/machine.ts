/**
 * The Miremarsh turn statechart. It owns the flow of a turn (R4–R7): turn start (respawn choice,
 * roll) → act → challenge (declare, re-roll, pay; items won, sneaking) → the creature's swirls →
 * bribe window → end of turn → the next seat's turn start. After every move the chart asks, in the
 * book's order, what must happen next (`check`); automatic steps run and come back to it, decisions
 * rest in their input state. Each input state takes only its own moves. Guards and actions are
 * one-line wrappers over pure rules (rules/flow.ts, rules/reduce.ts and the rules they call).
 */
import { assign, setup } from 'xstate';
import { AWAITING_INPUT, RESTS } from '../../kit/machine';
import { lightenAssigns } from '../../kit/lightAssign';
import type { MiremarshMove } from './moves';
import * as flow from './rules/flow';
import { moveRule } from './rules/reduce';
import { checkEnd } from './rules/end';
import { soloSwirl } from './rules/creature';
import { beginRoll, endTurn } from './rules/turn';
import type { MiremarshState, Step } from './state';

export interface MiremarshContext { game: MiremarshState }

export const INPUT_STEPS = ['respawn', 'act', 'attempt', 'pickItem', 'sneak', 'placeCreature', 'stepCreature', 'bribeOffer', 'bribeAnswer'] as const satisfies readonly Step[];
type InputStep = (typeof INPUT_STEPS)[number];

/** The moves each decision takes (a Firefly or Weighted Dice card also during a challenge). */
const MOVES_OF: Record<InputStep, readonly MiremarshMove['type'][]> = {
  respawn: ['respawn'],
  act: ['rerollOpening', 'move', 'path', 'spy', 'attempt', 'trade', 'useCard', 'endTurn'],
  attempt: ['reroll', 'pay', 'giveUp', 'useCard'],
  pickItem: ['pickItem'],
  sneak: ['sneak'],
  placeCreature: ['placeCreature'],
  stepCreature: ['stepCreature'],
  bribeOffer: ['bribe'],
  bribeAnswer: ['answerBribe'],
};

/** A decision: its moves, when the rule takes them, go back to `check`. */
function decision(step: InputStep) {
  const handler = { guard: 'legal', actions: 'apply', target: '#miremarsh.play.check' } as const;
  return {
    tags: [AWAITING_INPUT],
    entry: { type: 'rest', params: { step } },
    on: Object.fromEntries(MOVES_OF[step].map((t) => [t, handler])),
  } as const;
}

/** An automatic step done on the way back to `check` (re-entered, so the game's end is checked again). */
const back = { target: '#miremarsh.play.check', reenter: true } as const;
const loop = <G extends string, A extends string>(guard: G, action: A) => ({ ...back, guard, actions: action });

export const miremarshMachine = setup({
  types: { context: {} as MiremarshContext, events: {} as MiremarshMove, input: {} as MiremarshState },
  guards: {
    legal: ({ context, event }) => moveRule(context.game, event) !== null,
    isOver: ({ context }) => flow.isOver(context.game),
    itemsToPick: ({ context }) => flow.itemsToPick(context.game),
    itemsLost: ({ context }) => flow.itemsLost(context.game),
    sneaking: ({ context }) => flow.sneaking(context.game),
    challenged: ({ context }) => flow.challenged(context.game),
    swirling: ({ context }) => flow.swirling(context.game),
    turnOver: ({ context }) => flow.turnOver(context.game),
    notStarted: ({ context }) => flow.notStarted(context.game),
    respawnDue: ({ context }) => flow.respawnDue(context.game),
    creatureHere: ({ context }) => flow.creatureHere(context.game),
    compulsory: ({ context }) => flow.compulsory(context.game),
    bribeOffers: ({ context }) => flow.bribeOffers(context.game),
    bribeAnswer: ({ context }) => flow.bribeAnswer(context.game),
    soloCreature: ({ context }) => flow.soloCreature(context.game),
    creatureStuck: ({ context }) => flow.creatureStuck(context.game),
    creatureOnBoard: ({ context }) => flow.creatureOnBoard(context.game),
  },
  actions: {
    apply: assign(({ context, event }) => ({ game: moveRule(context.game, event) ?? context.game })),
    rest: assign(({ context }, params: { step: Step }) => ({ game: flow.rest(context.game, params.step) })),
    checkEnd: assign(({ context }) => ({ game: checkEnd(context.game) })),
    dropItemChoices: assign(({ context }) => ({ game: flow.dropItemChoices(context.game) })),
    soloSwirl: assign(({ context }) => ({ game: soloSwirl(context.game) })),
    loseSwirl: assign(({ context }) => ({ game: flow.loseSwirl(context.game) })),
    endTurn: assign(({ context }) => ({ game: endTurn(context.game) })),
    beginRoll: assign(({ context }) => ({ game: beginRoll(context.game) })),
    creatureChallenge: assign(({ context }) => ({ game: flow.creatureChallenge(context.game) })),
    tileChallenge: assign(({ context }) => ({ game: flow.tileChallenge(context.game) })),
  },
}).createMachine({
  id: 'miremarsh',
  context: ({ input }) => ({ game: input }),
  initial: 'start',
  states: {
    // The set-up game arrives on its first seat's rolled turn; the chart joins it at `act`.
    start: { meta: { ...RESTS, phase: 'setup' }, always: [{ guard: 'isOver', target: 'over' }, { target: 'play.act' }] },
    play: {
      initial: 'check',
      states: {
        // What must happen next, in the book's order.
        check: {
          entry: 'checkEnd',
          always: [
            { guard: 'isOver', target: '#miremarsh.over' },
            { guard: 'itemsToPick', target: 'pickItem' },
            loop('itemsLost', 'dropItemChoices'),
            { guard: 'sneaking', target: 'sneak' },
            { guard: 'challenged', target: 'attempt' },
            { guard: 'swirling', target: 'creature' },
            { guard: 'turnOver', target: 'turnEnd' },
            { guard: 'notStarted', target: 'turnStart' },
            loop('creatureHere', 'creatureChallenge'),
            loop('compulsory', 'tileChallenge'),
            { guard: 'bribeOffers', target: 'bribeOffer' },
            { guard: 'bribeAnswer', target: 'bribeAnswer' },
            { target: 'act' },
          ],
        },
        // Turn start: a goblin that died chooses where to come back, else the dice are rolled.
        turnStart: { always: [{ guard: 'respawnDue', target: 'respawn' }, { ...back, actions: 'beginRoll' }] },
        respawn: decision('respawn'),
        act: decision('act'),
        // A challenge: declared (or forced), then re-rolled and paid, or given up.
        attempt: decision('attempt'),
        pickItem: decision('pickItem'),
        sneak: decision('sneak'),
        // The creature's swirls: moved by the left neighbour, or by itself in a solo game.
        creature: {
          always: [
            loop('soloCreature', 'soloSwirl'),
            loop('creatureStuck', 'loseSwirl'),
            { guard: 'creatureOnBoard', target: 'stepCreature' },
            { target: 'placeCreature' },
          ],
        },
        placeCreature: decision('placeCreature'),
        stepCreature: decision('stepCreature'),
        bribeOffer: decision('bribeOffer'),
        bribeAnswer: decision('bribeAnswer'),
        turnEnd: { entry: 'endTurn', always: '#miremarsh.play.check' },
      },
    },
    over: { type: 'final', meta: { ...RESTS, phase: 'finished' } },
  },
});

// Context updates keep the snapshot's state value instead of rebuilding it (see machine/lightAssign.ts).
lightenAssigns(miremarshMachine);
