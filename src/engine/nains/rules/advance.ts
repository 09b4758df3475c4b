/**
 * The tavern driver: runs every automatic step until a Lord must decide, the bids are open, or
 * the game is over. Per active Lord: pick → recruits → exchange → (two Lords, tavern 2) discard.
 */
import { commitAwaiting } from '../../kit/steps';
import type { Decision, NainsState, NainsStep } from '../types';
import { isExchangeCoin } from './coins';
import { exchangeCoins, exchangeDiscards } from './exchange';
import { bidCoin, playerOf } from './state';
import { closeTavern, revealTavern } from './tavern';
import { endTurn } from './turn';

const STEP_OF: Record<Decision['kind'], NainsStep> = {
  pick: 'picking', discard: 'discarding', upgrade: 'upgrading', recruit: 'recruiting', svara: 'svara', exchange: 'exchanging',
};

function rest(s: NainsState): NainsState {
  if (s.decision) return { ...s, step: STEP_OF[s.decision.kind], awaiting: [s.decision.seat] };
  if (s.step === 'bidding' && s.bids) return { ...s, awaiting: commitAwaiting(s.bids) };
  return { ...s, awaiting: [] };
}

function stepOnce(s: NainsState): NainsState | null {
  if (s.step === 'over' || s.decision) return null;
  if (s.step === 'bidding' && s.bids) return null;
  if (s.placed && !s.run) return s.revealed < 3 ? revealTavern(s, s.revealed) : endTurn(s);
  const run = s.run;
  if (!run) return null;
  const seat = run.order[run.index];
  if (seat === undefined) return closeTavern(s);
  const withStage = (stage: typeof run.stage): NainsState => ({ ...s, run: { ...run, stage } });
  switch (run.stage) {
    case 'pick':
      // No card left (only if the data changes): no card, but the exchange still happens.
      return (s.taverns[run.tavern] ?? []).length > 0 ? { ...s, decision: { kind: 'pick', seat } } : withStage('recruit');
    case 'recruit':
      if (playerOf(s, seat).pending > 0 && s.stands.length > 0) return { ...s, decision: { kind: 'recruit', seat } };
      return { ...withStage('exchange'), players: s.players.map((p, i) => (i === seat ? { ...p, pending: 0 } : p)) };
    case 'exchange': {
      const coin = bidCoin(s, seat);
      const next = withStage('discard');
      if (coin === null || !isExchangeCoin(coin)) return next;
      const choices = exchangeDiscards(s.placed?.[seat]?.pouch ?? []);
      if (choices.length > 1) return { ...next, decision: { kind: 'exchange', seat } };
      const only = choices[0];
      return only === undefined ? next : exchangeCoins(next, seat, only);
    }
    case 'discard': {
      const next = withStage('next');
      const twoLordsMiddle = s.names.length === 2 && run.tavern === 1 && run.index === 0 && (s.taverns[1] ?? []).length >= 2;
      return twoLordsMiddle ? { ...next, decision: { kind: 'discard', seat } } : next;
    }
    case 'next':
      return { ...s, run: { ...run, index: run.index + 1, stage: 'pick' } };
  }
}

export function advance(s: NainsState): NainsState {
  let cur = s;
  for (let n = 0; n < 100_000; n++) {
    const next = stepOnce(cur);
    if (next === null) return rest(cur);
    cur = next;
  }
  throw new Error('Nains: the tavern driver did not settle');
}
