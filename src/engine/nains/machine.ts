/**
 * The Nains statechart: setup → bids → taverns (one resting state per kind of decision) → over.
 * Guards and actions are one-line wrappers over the pure rules; after each move the chart routes
 * to the state the rules rest in (the tavern driver runs reveals, gem swaps, turn and Era ends).
 */
import { assign, setup } from 'xstate';
import { AWAITING_INPUT, RESTS } from '../kit/machine';
import { advance } from './rules/advance';
import { applyNains, isLegal } from './rules/apply';
import { startTurn } from './rules/turn';
import type { NainsMove, NainsState, NainsStep } from './types';

export interface NainsContext { game: NainsState }

type InputStep = Exclude<NainsStep, 'setup' | 'over'>;

/** Where each resting step sits in the chart (exhaustive over NainsStep). */
export const NAINS_STEP_STATE: Record<NainsStep, string | Record<string, string>> = {
  setup: 'setup',
  bidding: { bids: 'bidding' },
  picking: { taverns: 'picking' },
  discarding: { taverns: 'discarding' },
  upgrading: { taverns: 'upgrading' },
  recruiting: { taverns: 'recruiting' },
  svara: { taverns: 'svara' },
  exchanging: { taverns: 'exchanging' },
  over: 'over',
};

function pathOf(step: NainsStep): string {
  const v = NAINS_STEP_STATE[step];
  return typeof v === 'string' ? `#nains.${v}` : `#nains.${Object.entries(v).map(([k, c]) => `${k}.${c}`).join('')}`;
}

const ROUTED: readonly NainsStep[] = ['bidding', 'picking', 'discarding', 'upgrading', 'recruiting', 'svara', 'exchanging', 'over'];

/** Transitions to whichever other step the rules now rest in. */
function routes(from: NainsStep | null) {
  return ROUTED.filter((s) => s !== from).map((step) => ({ guard: { type: 'at', params: { step } }, target: pathOf(step) }) as const);
}

function input(step: InputStep, move: NainsMove['type']) {
  return { tags: [AWAITING_INPUT], on: { [move]: { guard: 'legal', actions: 'apply' } }, always: routes(step) };
}

export const nainsMachine = setup({
  types: { context: {} as NainsContext, events: {} as NainsMove, input: {} as NainsState },
  guards: {
    legal: ({ context, event }) => isLegal(context.game, event),
    at: ({ context }, params: { step: NainsStep }) => context.game.step === params.step,
  },
  actions: {
    start: assign(({ context }) => ({ game: advance(startTurn({ ...context.game, events: [] })) })),
    apply: assign(({ context, event }) => ({ game: applyNains(context.game, event) })),
  },
}).createMachine({
  id: 'nains',
  context: ({ input: game }) => ({ game }),
  initial: 'setup',
  states: {
    setup: { meta: RESTS, always: [{ guard: { type: 'at', params: { step: 'setup' } }, actions: 'start', target: 'routing' }, { target: 'routing' }] },
    routing: { always: routes(null) },
    bids: { initial: 'bidding', states: { bidding: input('bidding', 'bid') } },
    taverns: {
      initial: 'picking',
      states: {
        picking: input('picking', 'pick'),
        discarding: input('discarding', 'discard'),
        upgrading: input('upgrading', 'upgrade'),
        recruiting: input('recruiting', 'recruit'),
        svara: input('svara', 'svara'),
        exchanging: input('exchanging', 'exchange'),
      },
    },
    over: { type: 'final', meta: { ...RESTS, phase: 'finished' } },
  },
});
