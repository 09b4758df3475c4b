/**
 * The Mirianth Wars statechart. It owns the flow between phases and steps; every guard and
 * action is a one-line wrapper over a pure rule. Input steps are tagged `awaitingInput`, and
 * `awaitingSeats(context)` names the seats.
 */
import { and, assign, setup } from 'xstate';
import { checkMove } from '../checkMove';
import { RESTS } from '../../../kit/machine';
import type { Move } from '../moves';
import { applyRule } from '../moveRules';
import { advanceDispute, settleLocks } from '../rules/announce';
import { closeReveal } from '../rules/attach';
import { openPeddlerWindow } from '../rules/peddler';
import { runPlagueTest } from '../rules/plagueTest';
import { endRound } from '../rules/endRound';
import { startRound } from '../rules/reveal';
import { startResolution } from '../rules/resolution';
import { scoreGame } from '../rules/scoring';
import { setupGame } from '../rules/setup';
import { currentDispute } from '../rules/update';
import type { GameState, StepId } from '../state';
import { awaitingSeats, enterStep, settleStep, STEP_RULES } from '../steps/registry';
import { lightenAssigns } from '../../../kit/lightAssign';

/** Each accepted move: check with its rule, apply it, then settle forced choices. */
function movesOf(step: StepId) {
  const handler = { guard: 'legal', actions: 'apply' } as const;
  return Object.fromEntries(STEP_RULES[step].moves.map((type) => [type, handler])) as Record<Move['type'], typeof handler>;
}

function enter(step: StepId) {
  return { type: 'enterStep', params: { step } } as const;
}

// `meta: RESTS` marks the two resting states without input (start, end); input states are tagged
// `awaitingInput`. `mirianth/steps.ts` derives the step and phase lists from these (kit/machine.ts).

/**
 * The machine's context wraps the state in one key: xstate copies the context's own keys on every
 * assign, and a GameState has twenty.
 */
export interface MachineContext { game: GameState }

export const mirianthMachine = setup({
  types: {
    context: {} as MachineContext,
    events: {} as Move,
    input: {} as GameState,
  },
  guards: {
    legal: ({ context, event }) => checkMove(context.game, event) === null,
    nobodyAwaiting: ({ context }) => awaitingSeats(context.game).length === 0,
    negotiationOver: ({ context }) => context.game.lastRound === 'over',
    disputeOpen: ({ context }) => currentDispute(context.game) !== null,
    disputeSettled: ({ context }) => currentDispute(context.game)?.winner != null,
    picksPending: ({ context }) => (context.game.round?.pickQueue.length ?? 0) > 0,
  },
  actions: {
    // A move starts a fresh event list: `events` always holds what the last move caused.
    apply: assign(({ context, event }) => ({ game: settleStep(applyRule({ ...context.game, events: [] }, event)) })),
    enterStep: assign(({ context }, params: { step: StepId }) => ({ game: enterStep(context.game, params.step) })),
    setupGame: assign(({ context }) => ({ game: setupGame(context.game) })),
    startRound: assign(({ context }) => ({ game: startRound(context.game) })),
    settleLocks: assign(({ context }) => ({ game: settleLocks(context.game) })),
    advanceDispute: assign(({ context }) => ({ game: advanceDispute(context.game) })),
    enterPeddlerWindow: assign(({ context }) => ({ game: enterStep(openPeddlerWindow(context.game), 'peddler') })),
    runPlagueTest: assign(({ context }) => ({ game: runPlagueTest(context.game) })),
    enterAttaching: assign(({ context }) => ({ game: enterStep(closeReveal(context.game), 'attaching') })),
    endRound: assign(({ context }) => ({ game: endRound(context.game) })),
    startResolution: assign(({ context }) => ({ game: startResolution(context.game) })),
    scoreGame: assign(({ context }) => ({ game: scoreGame(context.game) })),
  },
}).createMachine({
  id: 'mirianth',
  context: ({ input }) => ({ game: input }),
  initial: 'setup',
  states: {
    // A preset game (a scoring scenario) arrives with its factions dealt and goes straight to Resolution.
    setup: { meta: RESTS, always: [{ guard: 'negotiationOver', target: 'resolution' }, { target: 'negotiation', actions: 'setupGame' }] },
    negotiation: {
      initial: 'reveal',
      states: {
        reveal: {
          entry: 'startRound',
          always: [{ guard: 'negotiationOver', target: '#mirianth.resolution' }, { target: 'announcing' }],
        },
        announcing: {
          tags: ['awaitingInput'],
          entry: enter('announcing'),
          on: movesOf('announcing'),
          always: { guard: 'nobodyAwaiting', target: 'disputes', actions: 'settleLocks' },
        },
        disputes: {
          initial: 'next',
          states: {
            next: {
              entry: 'advanceDispute',
              always: [{ guard: 'disputeOpen', target: 'bargaining' }, { target: '#mirianth.negotiation.attaching' }],
            },
            bargaining: {
              tags: ['awaitingInput'],
              entry: enter('bargaining'),
              on: movesOf('bargaining'),
              always: [
                { guard: 'picksPending', target: 'conceding' },
                { guard: 'disputeSettled', target: 'next' },
                { guard: 'nobodyAwaiting', target: 'peddler' },
              ],
            },
            conceding: {
              tags: ['awaitingInput'],
              entry: enter('conceding'),
              on: movesOf('conceding'),
              always: [
                { guard: and(['nobodyAwaiting', 'disputeSettled']), target: 'next' },
                { guard: 'nobodyAwaiting', target: 'bargaining' },
              ],
            },
            peddler: {
              tags: ['awaitingInput'],
              entry: 'enterPeddlerWindow',
              on: movesOf('peddler'),
              always: [
                { guard: 'picksPending', target: 'conceding' },
                { guard: 'disputeSettled', target: 'next' },
                { guard: 'nobodyAwaiting', target: 'plagueTest' },
              ],
            },
            plagueTest: { entry: 'runPlagueTest', always: 'next' },
          },
        },
        attaching: {
          tags: ['awaitingInput'],
          entry: 'enterAttaching',
          on: movesOf('attaching'),
          always: { guard: 'nobodyAwaiting', target: 'reveal', actions: 'endRound' },
        },
      },
    },
    resolution: {
      entry: 'startResolution',
      initial: 'archerTargets',
      states: {
        archerTargets: resolutionStep('archerTargets', 'initialAccommodation'),
        initialAccommodation: resolutionStep('initialAccommodation', 'plagueEffect'),
        plagueEffect: resolutionStep('plagueEffect', 'battles'),
        battles: resolutionStep('battles', 'finalAccommodation'),
        finalAccommodation: resolutionStep('finalAccommodation', '#mirianth.scoring'),
      },
    },
    scoring: { entry: 'scoreGame', always: 'gameOver' },
    gameOver: { type: 'final', meta: { ...RESTS, phase: 'finished' }, entry: enter('gameOver') },
  },
});

// Context updates keep the snapshot's state value instead of rebuilding it (see lightAssign.ts).
lightenAssigns(mirianthMachine);

function resolutionStep(step: StepId, next: string) {
  return {
    tags: ['awaitingInput'],
    entry: enter(step),
    on: movesOf(step),
    always: { guard: 'nobodyAwaiting', target: next },
  } as const;
}
