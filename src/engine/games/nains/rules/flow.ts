/**
 * The small pure steps the Nains statechart runs between decisions, and the questions its guards
 * ask. The chart (`machine.ts`) decides their order; each function here does one thing to the state.
 * Per active Lord a tavern goes: pick → recruits → exchange → (two Lords, tavern 2) discard → next.
 */
import { commitAwaiting } from '../../../kit/steps';
import type { SeatId } from '../../../kit/ids';
import { turnsPerEra } from '../catalog';
import type { Decision, NainsState, NainsStep, Stage } from '../types';
import { isExchangeCoin } from './coins';
import { exchangeCoins, exchangeDiscards } from './exchange';
import { bidCoin, emit, playerOf } from './state';

const STEP_OF: Record<Decision['kind'], NainsStep> = {
  pick: 'picking', discard: 'discarding', upgrade: 'upgrading', recruit: 'recruiting', svara: 'svara', exchange: 'exchanging',
};

/** The step a decision rests in. */
export const stepOfDecision = (d: Decision): NainsStep => STEP_OF[d.kind];

/** Where the game rests: the decision's step and seat, the Lords still to bid, or nobody. */
export function rest(s: NainsState): NainsState {
  if (s.decision) return { ...s, step: STEP_OF[s.decision.kind], awaiting: [s.decision.seat] };
  if (s.step === 'bidding' && s.bids) return { ...s, awaiting: commitAwaiting(s.bids) };
  return { ...s, awaiting: [] };
}

/** The Lord whose turn it is in the tavern being resolved (undefined once all have played). */
export function activeLord(s: NainsState): SeatId | undefined {
  return s.run ? s.run.order[s.run.index] : undefined;
}
function lord(s: NainsState): SeatId {
  const seat = activeLord(s);
  if (seat === undefined) throw new Error('Nains: no active Lord');
  return seat;
}
function withStage(s: NainsState, stage: Stage): NainsState {
  return s.run ? { ...s, run: { ...s.run, stage } } : s;
}
const ask = (s: NainsState, decision: Decision): NainsState => ({ ...s, decision });

export const freshEvents = (s: NainsState): NainsState => ({ ...s, events: [] });

// Guards: questions about the state.
export const bidsIn = (s: NainsState): boolean => s.bids === null && s.placed !== null;
export const allRevealed = (s: NainsState): boolean => s.revealed >= 3;
export const noLordLeft = (s: NainsState): boolean => activeLord(s) === undefined;
export const tavernHasCards = (s: NainsState): boolean => (s.run ? (s.taverns[s.run.tavern] ?? []).length > 0 : false);
export const owesRecruit = (s: NainsState): boolean => playerOf(s, lord(s)).pending > 0 && s.stands.length > 0;
export const asked = (s: NainsState, kind: Decision['kind']): boolean => s.decision?.kind === kind;
export const eraGoesOn = (s: NainsState): boolean => s.turn < turnsPerEra(s.names.length);
export const lastEra = (s: NainsState): boolean => s.era === 2;

/** The coins the active Lord may discard in a 0 (or Trade) exchange; none without such a bid. */
function exchangeChoices(s: NainsState): string[] {
  const seat = lord(s);
  const coin = bidCoin(s, seat);
  if (coin === null || !isExchangeCoin(coin)) return [];
  return exchangeDiscards(s.placed?.[seat]?.pouch ?? []);
}
export const exchangeAsked = (s: NainsState): boolean => exchangeChoices(s).length > 1;
/** Two Lords, tavern 2: the first Lord discards one of the cards left. */
export function twoLordsMiddle(s: NainsState): boolean {
  const run = s.run;
  return s.names.length === 2 && run !== null && run.tavern === 1 && run.index === 0 && (s.taverns[1] ?? []).length >= 2;
}

// Actions: one change each.
export const askPick = (s: NainsState): NainsState => ask(s, { kind: 'pick', seat: lord(s) });
/** No card left (only if the data changes): no card, but the exchange still happens. */
export const skipPick = (s: NainsState): NainsState => withStage(s, 'recruit');
export const askRecruit = (s: NainsState): NainsState => ask(s, { kind: 'recruit', seat: lord(s) });
/** Recruits owed with no stand card left are lost. */
export function closeRecruits(s: NainsState): NainsState {
  const seat = lord(s);
  return { ...withStage(s, 'exchange'), players: s.players.map((p, i) => (i === seat ? { ...p, pending: 0 } : p)) };
}
export const askExchange = (s: NainsState): NainsState => ask(withStage(s, 'discard'), { kind: 'exchange', seat: lord(s) });
/** The exchange when it leaves no choice (one coin to discard), or nothing without a 0/Trade bid. */
export function autoExchange(s: NainsState): NainsState {
  const only = exchangeChoices(s)[0];
  const next = withStage(s, 'discard');
  return only === undefined ? next : exchangeCoins(next, lord(s), only);
}
export const askDiscard = (s: NainsState): NainsState => ask(withStage(s, 'next'), { kind: 'discard', seat: lord(s) });
export const skipDiscard = (s: NainsState): NainsState => withStage(s, 'next');
export const nextLord = (s: NainsState): NainsState => (s.run ? { ...s, run: { ...s.run, index: s.run.index + 1, stage: 'pick' } } : s);

/** Era 1 is over: Elites and the Liquor Certification are awarded, then Era 2 begins. */
export function eraBegins(s: NainsState): NainsState {
  return emit({ ...s, era: 2, turn: 0 }, { type: 'eraStarted', era: 2 });
}
