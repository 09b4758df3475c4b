/**
 * The Nains statechart. It owns the flow: a game is Eras of turns; a turn deals, takes the secret
 * bids, then resolves the three taverns one Lord at a time (pick → recruits → exchange → two-Lord
 * discard), with a Fighter's upgrade or Svara's look in between; the turn's end starts the next
 * turn, the Era 1 evaluation or the final scoring. Guards and actions are one-line wrappers over
 * the pure rules (`rules/flow.ts`, `rules/move.ts` and the rule files they call).
 *
 * Input states carry the tag `awaitingInput` and `meta.phase` (`bids` or `taverns`). On entering
 * one, a seat with a single answer has it played at once (the events still tell it).
 */
import { assign, setup } from 'xstate';
import { AWAITING_INPUT, RESTS } from '../../kit/machine';
import { lightenAssigns } from '../../kit/lightAssign';
import { evaluateEra1 } from './rules/evaluation';
import * as flow from './rules/flow';
import { forcedMove, isLegal, moveRule } from './rules/move';
import { closeTavern, revealTavern } from './rules/tavern';
import { finishGame, returnCoins, startTurn } from './rules/turn';
import type { Decision, NainsMove, NainsState, NainsStep } from './types';

export interface NainsContext { game: NainsState }

/** Where each resting step sits in the chart (exhaustive over NainsStep). */
export const NAINS_STEP_STATE: Record<NainsStep, string | Record<string, string | Record<string, string>>> = {
  setup: 'setup',
  bidding: { era: 'bidding' },
  picking: { era: { tavern: 'picking' } },
  discarding: { era: { tavern: 'discarding' } },
  upgrading: { era: { tavern: 'upgrading' } },
  recruiting: { era: { tavern: 'recruiting' } },
  svara: { era: { tavern: 'svara' } },
  exchanging: { era: { tavern: 'exchanging' } },
  over: 'over',
};

const TAVERN = { phase: 'taverns' } as const;

/** A decision: the move is taken when legal, a forced single answer is played at once; both go on to `next`. */
function decision(move: NainsMove['type'], next: string) {
  return {
    tags: [AWAITING_INPUT],
    meta: TAVERN,
    entry: 'rest',
    always: { guard: 'forced', actions: 'playForced', target: next },
    on: { [move]: { guard: 'legal', actions: 'apply', target: next } },
  } as const;
}

const asked = (kind: Decision['kind']) => ({ type: 'asked', params: { kind } }) as const;

export const nainsMachine = setup({
  types: { context: {} as NainsContext, events: {} as NainsMove, input: {} as NainsState },
  guards: {
    legal: ({ context, event }) => isLegal(context.game, event),
    forced: ({ context }) => forcedMove(context.game) !== null,
    asked: ({ context }, params: { kind: Decision['kind'] }) => flow.asked(context.game, params.kind),
    bidsIn: ({ context }) => flow.bidsIn(context.game),
    allRevealed: ({ context }) => flow.allRevealed(context.game),
    noLordLeft: ({ context }) => flow.noLordLeft(context.game),
    tavernHasCards: ({ context }) => flow.tavernHasCards(context.game),
    owesRecruit: ({ context }) => flow.owesRecruit(context.game),
    exchangeAsked: ({ context }) => flow.exchangeAsked(context.game),
    twoLordsMiddle: ({ context }) => flow.twoLordsMiddle(context.game),
    eraGoesOn: ({ context }) => flow.eraGoesOn(context.game),
    lastEra: ({ context }) => flow.lastEra(context.game),
  },
  actions: {
    // A move starts a fresh event list: `events` holds what the last move caused.
    apply: assign(({ context, event }) => ({ game: moveRule(flow.freshEvents(context.game), event) })),
    playForced: assign(({ context }) => ({ game: moveRule(context.game, forcedMove(context.game) ?? never()) })),
    rest: assign(({ context }) => ({ game: flow.rest(context.game) })),
    freshEvents: assign(({ context }) => ({ game: flow.freshEvents(context.game) })),
    startTurn: assign(({ context }) => ({ game: startTurn(context.game) })),
    revealTavern: assign(({ context }) => ({ game: revealTavern(context.game, context.game.revealed) })),
    closeTavern: assign(({ context }) => ({ game: closeTavern(context.game) })),
    askPick: assign(({ context }) => ({ game: flow.askPick(context.game) })),
    skipPick: assign(({ context }) => ({ game: flow.skipPick(context.game) })),
    askRecruit: assign(({ context }) => ({ game: flow.askRecruit(context.game) })),
    closeRecruits: assign(({ context }) => ({ game: flow.closeRecruits(context.game) })),
    askExchange: assign(({ context }) => ({ game: flow.askExchange(context.game) })),
    autoExchange: assign(({ context }) => ({ game: flow.autoExchange(context.game) })),
    askDiscard: assign(({ context }) => ({ game: flow.askDiscard(context.game) })),
    skipDiscard: assign(({ context }) => ({ game: flow.skipDiscard(context.game) })),
    nextLord: assign(({ context }) => ({ game: flow.nextLord(context.game) })),
    returnCoins: assign(({ context }) => ({ game: returnCoins(context.game) })),
    evaluateEra1: assign(({ context }) => ({ game: evaluateEra1(context.game) })),
    eraBegins: assign(({ context }) => ({ game: flow.eraBegins(context.game) })),
    finishGame: assign(({ context }) => ({ game: finishGame(context.game) })),
  },
}).createMachine({
  id: 'nains',
  context: ({ input: game }) => ({ game }),
  initial: 'setup',
  states: {
    setup: { meta: RESTS, always: { target: 'era', actions: 'freshEvents' } },
    era: {
      initial: 'turn',
      states: {
        turn: { entry: 'startTurn', always: 'bidding' },
        bidding: {
          tags: [AWAITING_INPUT],
          meta: { phase: 'bids' },
          entry: 'rest',
          on: { bid: { guard: 'legal', actions: ['apply', 'rest'] } },
          always: { guard: 'bidsIn', target: 'tavern' },
        },
        tavern: {
          initial: 'reveal',
          states: {
            reveal: { always: [{ guard: 'allRevealed', target: '#nains.era.turnEnd' }, { target: 'lord', actions: 'revealTavern' }] },
            // The next Lord in bid order picks; an empty tavern (only if the data changes) skips to the recruits.
            lord: {
              always: [
                { guard: 'noLordLeft', target: 'reveal', actions: 'closeTavern' },
                { guard: 'tavernHasCards', target: 'picking', actions: 'askPick' },
                { target: 'recruit', actions: 'skipPick' },
              ],
            },
            picking: decision('pick', 'picked'),
            discarding: decision('discard', 'next'),
            upgrading: decision('upgrade', 'recruit'),
            recruiting: decision('recruit', 'recruited'),
            svara: decision('svara', 'recruit'),
            exchanging: decision('exchange', 'discard'),
            // A Retaliation card taken with a 0 (or Trade) bid asks which pouch coin to upgrade.
            picked: { always: [{ guard: asked('upgrade'), target: 'upgrading' }, { target: 'recruit' }] },
            recruit: { always: [{ guard: 'owesRecruit', target: 'recruiting', actions: 'askRecruit' }, { target: 'exchange', actions: 'closeRecruits' }] },
            // A recruited Fighter may upgrade a coin or (Svara) look at the Era 2 deck.
            recruited: { always: [{ guard: asked('upgrade'), target: 'upgrading' }, { guard: asked('svara'), target: 'svara' }, { target: 'recruit' }] },
            // The 0 (or Trade) exchange; when it leaves no choice it is made at once and the discard question follows.
            exchange: {
              always: [
                { guard: 'exchangeAsked', target: 'exchanging', actions: 'askExchange' },
                { guard: 'twoLordsMiddle', target: 'discarding', actions: ['autoExchange', 'askDiscard'] },
                { target: 'lord', actions: ['autoExchange', 'skipDiscard', 'nextLord'] },
              ],
            },
            discard: { always: [{ guard: 'twoLordsMiddle', target: 'discarding', actions: 'askDiscard' }, { target: 'lord', actions: ['skipDiscard', 'nextLord'] }] },
            next: { always: { target: 'lord', actions: 'nextLord' } },
          },
        },
        turnEnd: {
          entry: 'returnCoins',
          always: [{ guard: 'eraGoesOn', target: 'turn' }, { guard: 'lastEra', target: '#nains.scoring' }, { target: 'eraEnd' }],
        },
        eraEnd: { entry: ['evaluateEra1', 'eraBegins'], always: 'turn' },
      },
    },
    scoring: { entry: 'finishGame', always: 'over' },
    over: { type: 'final', meta: { ...RESTS, phase: 'finished' }, entry: 'rest' },
  },
});

function never(): never {
  throw new Error('Nains: a forced move vanished');
}

// Context updates keep the snapshot's state value instead of rebuilding it (see machine/lightAssign.ts).
lightenAssigns(nainsMachine);
