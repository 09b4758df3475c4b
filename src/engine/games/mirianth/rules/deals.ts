/**
 * Deals between disputants: who keeps the claim, cards from either faction (plague cards too)
 * and priority promises. An accepted deal is binding and carried out at once.
 *
 * Rules version 2 follows rulings 4.3 for "no deal": a declarer stops proposing but still
 * answers proposals made to them, and bargaining ends when nobody can still propose (every
 * disputant declared no deal or has used their proposals), and no disputant who holds a promise
 * that applies here is still to decide on it (`undecidedPromises`).
 */
import { FACTION_TYPES } from '../cards/kinds';
import type { CardId, SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import { rulesAtLeast, type RulesVersion } from '../rulesVersion';
import type { Dispute, GameState, PromiseTerm, PublicState } from '../state';
import { concede } from './concede';
import { makePromises, undecidedPromises } from './promises';
import { distinct, knownCard, owns } from './query';
import { currentDispute, emit, gain, lose, requireDispute, updateDispute } from './update';
import type { RefusalReason } from '../refusals/reasons';

export const MAX_PROMISES_PER_DEAL = 3;

type Versioned = { rulesVersion?: RulesVersion };

/** Seats that may still take part in bargaining (propose, declare no deal, invoke a promise). */
export function bargainers(d: Dispute): SeatId[] {
  return d.disputants.filter((seat) => !d.noDeal.includes(seat));
}

/** Seats `seat` may still send a proposal to. Version 1: only those who have not declared no deal. */
export function proposalTargets(s: Versioned, d: Dispute, seat: SeatId): SeatId[] {
  const open = bargainers(d);
  if (!open.includes(seat) || (d.proposalsLeft[seat] ?? 0) <= 0) return [];
  const to = rulesAtLeast(s, 2) ? d.disputants : open;
  return to.filter((other) => other !== seat);
}

/**
 * Bargaining is over when nothing is pending and nobody can propose to anybody; from rules
 * version 2 also only once every holder of an applicable promise has invoked it or let it go.
 */
export function bargainingOver(s: PublicState, d: Dispute): boolean {
  if (d.pending !== null || !d.disputants.every((seat) => proposalTargets(s, d, seat).length === 0)) return false;
  return !rulesAtLeast(s, 2) || undecidedPromises(s, d).length === 0;
}

/** Who must act in bargaining: the one answering a proposal, else everyone still bargaining. */
export function bargainingAwaits(s: PublicState): SeatId[] {
  const d = currentDispute(s);
  if (!d || d.winner !== null || bargainingOver(s, d)) return [];
  return d.pending ? [d.pending.to] : bargainers(d);
}

/**
 * Rules version 2: a promise that could never apply is refused. In the last round there is no
 * later round, so no promise made then (next round, card type or once) could ever be used.
 */
export function worthlessPromise(s: PublicState, p: Pick<PromiseTerm, 'kind'>): RefusalReason | null {
  if (s.lastRound !== 'thisIsLast') return null;
  switch (p.kind) {
    case 'nextRound': return 'worthlessNextRound';
    case 'cardType': return 'worthlessCardType';
    case 'once': return 'worthlessOnce';
  }
}

export function checkPropose(s: PublicState, m: MoveOf<'propose'>): Refusal | null {
  const d = requireDispute(s);
  const { deal } = m;
  if (d.pending) return refuse('illegal', 'proposalWaiting');
  if (!proposalTargets(s, d, m.seat).includes(deal.to)) {
    return (d.proposalsLeft[m.seat] ?? 0) <= 0
      ? refuse('illegal', 'proposalsUsed')
      : refuse('illegal', 'proposalTarget');
  }
  if (deal.claimant !== m.seat && deal.claimant !== deal.to) return refuse('illegal', 'claimSide');
  for (const id of [...deal.give, ...deal.take]) if (!knownCard(s, id)) return refuse('unknownCard', 'unknownCard', { card: id });
  if (!distinct([...deal.give, ...deal.take])) return refuse('illegal', 'cardTwiceInDeal');
  if (!deal.give.every((id) => owns(s, m.seat, id))) return refuse('notYourCard', 'giveOwn');
  if (!deal.take.every((id) => owns(s, deal.to, id))) return refuse('notYourCard', 'askTheirs');
  if (deal.promises.length > MAX_PROMISES_PER_DEAL) return refuse('illegal', 'promiseLimit', { max: MAX_PROMISES_PER_DEAL });
  for (const p of deal.promises) {
    if (p.promiser !== m.seat && p.promiser !== deal.to) return refuse('illegal', 'promiseSides');
    if ((p.kind === 'cardType') !== (p.cardType !== undefined)) return refuse('illegal', 'cardTypeOnly');
    if (p.cardType !== undefined && !FACTION_TYPES.includes(p.cardType)) return refuse('illegal', 'unknownCardType');
    const worthless = rulesAtLeast(s, 2) ? worthlessPromise(s, p) : null;
    if (worthless !== null) return refuse('illegal', worthless);
  }
  return null;
}

export function applyPropose(s: GameState, m: MoveOf<'propose'>): GameState {
  const proposal = { ...m.deal, from: m.seat };
  const next = updateDispute(s, (d) => {
    const proposalsLeft = d.proposalsLeft.slice();
    proposalsLeft[m.seat] = (proposalsLeft[m.seat] ?? 1) - 1;
    return { ...d, pending: proposal, proposalsLeft };
  });
  return emit(next, { type: 'dealProposed', proposal });
}

export function checkAnswer(s: PublicState, m: MoveOf<'accept' | 'reject'>): Refusal | null {
  const d = requireDispute(s);
  if (!d.pending || d.pending.to !== m.seat) return refuse('illegal', 'noProposalToAnswer');
  return null;
}

export function applyAccept(s: GameState): GameState {
  const deal = requireDispute(s).pending;
  if (!deal) return s;
  let next = emit(updateDispute(s, (d) => ({ ...d, pending: null })), { type: 'dealAccepted', proposal: deal });
  next = trade(next, deal.give, deal.from, deal.to);
  next = trade(next, deal.take, deal.to, deal.from);
  next = makePromises(next, deal);
  return concede(next, deal.claimant === deal.from ? deal.to : deal.from, 'deal');
}

/** Traded cards keep no attachment; `lose` drops it. */
function trade(s: GameState, cards: CardId[], from: SeatId, to: SeatId): GameState {
  let next = s;
  for (const card of cards) next = emit(gain(lose(next, from, card), to, card), { type: 'cardTraded', card, from, to });
  return next;
}

export function applyReject(s: GameState): GameState {
  const deal = requireDispute(s).pending;
  if (!deal) return s;
  return emit(updateDispute(s, (d) => ({ ...d, pending: null })), { type: 'dealRejected', proposal: deal });
}

export function checkNoDeal(s: PublicState, m: MoveOf<'noDeal'>): Refusal | null {
  const d = requireDispute(s);
  if (d.pending) return refuse('illegal', 'answerFirst');
  if (d.noDeal.includes(m.seat)) return refuse('illegal', 'alreadyNoDeal');
  return null;
}

export function applyNoDeal(s: GameState, m: MoveOf<'noDeal'>): GameState {
  return emit(updateDispute(s, (d) => ({ ...d, noDeal: [...d.noDeal, m.seat] })), { type: 'noDeal', seat: m.seat });
}
