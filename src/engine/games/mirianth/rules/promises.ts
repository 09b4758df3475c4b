/** Priority promises: made in deals, invoked in later disputes, lapsing when their round passes. */
import { promiseId, type SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { Dispute, GameState, PromiseToken, Proposal, PublicState } from '../state';
import { concede } from './concede';
import { cardDef } from './query';
import { currentDispute, emit } from './update';

export function makePromises(s: GameState, deal: Proposal): GameState {
  let next = s;
  for (const term of deal.promises) {
    const beneficiary: SeatId = term.promiser === deal.from ? deal.to : deal.from;
    const token: PromiseToken = {
      ...term,
      id: promiseId(`promise-${next.promiseCounter + 1}`),
      beneficiary,
      madeInRound: s.roundNo,
      activeRound: term.kind === 'nextRound' ? s.roundNo + 1 : null,
    };
    next = emit({ ...next, promises: [...next.promises, token], promiseCounter: next.promiseCounter + 1 }, { type: 'promiseMade', promise: token });
  }
  return next;
}

/** A card-type promise wakes in the first later round that reveals a card of its type. */
export function activateTypePromises(s: GameState): GameState {
  const round = s.round;
  if (!round || !s.promises.some((p) => p.kind === 'cardType' && p.activeRound === null)) return s;
  const types = new Set(round.revealed.map((id) => cardDef(s, id).type));
  return {
    ...s,
    promises: s.promises.map((p) =>
      p.kind === 'cardType' && p.activeRound === null && p.madeInRound < round.number && p.cardType && types.has(p.cardType)
        ? { ...p, activeRound: round.number }
        : p),
  };
}

/** Can this token be invoked in the current dispute? */
export function promiseApplies(s: PublicState, token: PromiseToken, dispute: Dispute): boolean {
  if (!dispute.disputants.includes(token.beneficiary) || !dispute.disputants.includes(token.promiser)) return false;
  switch (token.kind) {
    case 'nextRound': return token.activeRound === s.roundNo;
    case 'cardType': return token.activeRound === s.roundNo && cardDef(s, dispute.card).type === token.cardType;
    case 'once': return token.madeInRound < s.roundNo;
  }
}

/**
 * Rules version 2: promises that apply to this dispute whose holder has not yet decided on them.
 * A holder decides by invoking the promise, or lets it go by declaring no deal (while the promise
 * is offered to them). Until none is left, bargaining cannot end: a promise cannot be dodged.
 */
export function undecidedPromises(s: PublicState, dispute: Dispute): PromiseToken[] {
  return s.promises.filter((p) => !dispute.noDeal.includes(p.beneficiary) && promiseApplies(s, p, dispute));
}

export function invocablePromises(s: PublicState, seat: SeatId): PromiseToken[] {
  const d = currentDispute(s);
  if (!d || d.pending) return [];
  return s.promises.filter((p) => p.beneficiary === seat && promiseApplies(s, p, d));
}

export function checkInvoke(s: PublicState, m: MoveOf<'invokePromise'>): Refusal | null {
  const d = currentDispute(s);
  if (!d || d.pending) return refuse('illegal', 'promiseWhilePending');
  const token = s.promises.find((p) => p.id === m.promise);
  if (!token) return refuse('illegal', 'noSuchPromise', { promise: m.promise });
  if (token.beneficiary !== m.seat) return refuse('illegal', 'onlyBeneficiary');
  if (!promiseApplies(s, token, d)) return refuse('illegal', 'promiseNotApplicable');
  return null;
}

export function applyInvoke(s: GameState, m: MoveOf<'invokePromise'>): GameState {
  const token = s.promises.find((p) => p.id === m.promise);
  if (!token) return s;
  const next = emit({ ...s, promises: s.promises.filter((p) => p !== token) }, { type: 'promiseInvoked', promise: token });
  return concede(next, token.promiser, 'promise');
}

/** Tokens tied to this round that went unused lapse; at the end of negotiation, all do. */
export function lapsePromises(s: GameState, all: boolean): GameState {
  const lapsed = s.promises.filter((p) => all || (p.kind !== 'once' && p.activeRound === s.roundNo));
  if (lapsed.length === 0) return s;
  return emit(
    { ...s, promises: s.promises.filter((p) => !lapsed.includes(p)) },
    ...lapsed.map((promise) => ({ type: 'promiseLapsed' as const, promise })),
  );
}
