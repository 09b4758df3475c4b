/**
 * Deals and the other dispute decisions, weighed by the value model (expected final score), not
 * by card count: a deal is worth what it changes in both sides' projected scores, compared with
 * what the plague test would give them.
 *
 * A deal names a claimant; the other side concedes and later picks an open card. Payment flows
 * from the claimant to the one who concedes: cards (one or two: "n for 1") or a promise. Every
 * deal built here is checked with `checkMove` before it is proposed.
 */
import { checkMove, type CardDef, type CardId, type DealTerms, type Dispute, type FactionType, type Move, type PromiseKind, type PromiseTerm, type SeatId } from '../../../engine/games/mirianth';
import { proposalTargets } from '../../../engine/games/mirianth/rules/deals';
import { invocablePromises } from '../../../engine/games/mirianth/rules/promises';
import { currentDispute } from '../../../engine/games/mirianth/rules/update';
import { defOf, evaluatorFor, gainOf, utility, type Ctx } from './context';
import { unsoundFor } from './dealSense';

export interface Outlook {
  /** Gain from the disputed card. */
  w: number;
  /** Gain from the best open card (what conceding brings). */
  q: number;
  /** Gain from a plague card (0 when the plague deck is empty). */
  l: number;
}

export function outlook(ctx: Ctx, seat: SeatId, d: Dispute): Outlook {
  const { view } = ctx;
  const ev = evaluatorFor(ctx, seat);
  const base = ev.value(seat);
  const w = ev.value(seat, { add: [defOf(view, d.card)] }) - base;
  let q = 0;
  let first = true;
  for (const o of view.round?.open ?? []) {
    const g = ev.value(seat, { add: [defOf(view, o)] }) - base;
    if (first || g > q) q = g;
    first = false;
  }
  const l = view.plagueCount > 0 ? ev.plagueValue(seat, seat !== ctx.seat) - base : 0;
  return { w, q, l };
}

/** Expected gain of a disputant if bargaining fails now among `k` disputants. */
export function noDealGain(o: Outlook, k: number): number {
  return k <= 1 ? o.w : (o.w + (k - 1) * o.l) / k;
}

/** Value of a promise to its beneficiary (and its cost to the promiser), by rounds left. */
export function promiseWorth(kind: PromiseKind, rounds: number): number {
  if (rounds < 0.5) return 0;
  switch (kind) {
    case 'once': return 1.2;
    case 'nextRound': return 0.7;
    case 'cardType': return 0.6;
  }
}

export interface DealValue {
  /** Gains of the proposer and of the recipient. */
  from: number;
  to: number;
}

/** What a deal is worth to both sides (cards valued jointly, claim and pick from the outlooks). */
export function dealValue(ctx: Ctx, d: Dispute, from: SeatId, deal: DealTerms, looks: ReadonlyMap<SeatId, Outlook>): DealValue {
  const { view } = ctx;
  const to = deal.to;
  const conceder = deal.claimant === from ? to : from;
  const claimant = deal.claimant;
  const left = d.disputants.length - 1;
  const lc = looks.get(claimant);
  const lo = looks.get(conceder);
  const claimGain = lc ? noDealGain(lc, left) : 0;
  const pickGain = lo ? lo.q : 0;
  const give = deal.give.map((id) => defOf(view, id));
  const take = deal.take.map((id) => defOf(view, id));
  let gFrom = give.length + take.length > 0 ? gainOf(ctx, from, { add: take, remove: deal.give }) : 0;
  let gTo = give.length + take.length > 0 ? gainOf(ctx, to, { add: give, remove: deal.take }) : 0;
  for (const p of deal.promises) {
    const v = promiseWorth(p.kind, ctx.mine.rounds);
    if (p.promiser === from) {
      gFrom -= v;
      gTo += v;
    } else {
      gFrom += v;
      gTo -= v;
    }
  }
  gFrom += from === claimant ? claimGain : pickGain;
  gTo += to === claimant ? claimGain : pickGain;
  return { from: gFrom, to: gTo };
}

function pairUtility(ctx: Ctx, a: SeatId, ga: number, b: SeatId, gb: number): number {
  return utility(ctx, new Map([[a, ga], [b, gb]]));
}

/** The utility another seat is assumed to see in a pair of gains (the same formula as ours). */
function utilityFor(ctx: Ctx, mine: number, theirs: number): number {
  const n = Math.max(1, ctx.view.players.length - 1);
  return mine - (ctx.level.lambda * theirs) / n;
}

export interface Looks {
  d: Dispute;
  looks: Map<SeatId, Outlook>;
  k: number;
}

export function disputeLooks(ctx: Ctx): Looks | null {
  const d = currentDispute(ctx.view);
  if (!d) return null;
  const looks = new Map<SeatId, Outlook>();
  for (const s of d.disputants) looks.set(s, outlook(ctx, s, d));
  return { d, looks, k: d.disputants.length };
}

/** Answer a proposal: accept when it beats what failing to agree would bring. */
export function answerProposal(ctx: Ctx, margin = 0): Move {
  const { seat } = ctx;
  const L = disputeLooks(ctx);
  const p = L?.d.pending;
  if (!L || !p) return { type: 'reject', seat };
  if (unsoundFor(ctx.view, seat, p.from, p) !== null) return { type: 'reject', seat };
  const v = dealValue(ctx, L.d, p.from, p, L.looks);
  const mine = L.looks.get(seat);
  const theirs = L.looks.get(p.from);
  const base = pairUtility(ctx, seat, mine ? noDealGain(mine, L.k) : 0, p.from, theirs ? noDealGain(theirs, L.k) : 0);
  return pairUtility(ctx, seat, v.to, p.from, v.from) >= base + margin ? { type: 'accept', seat } : { type: 'reject', seat };
}

interface Candidate {
  deal: DealTerms;
  mine: number;
  theirs: number;
}

/**
 * Deals worth proposing to `to`: the claim for nothing, for one or two cards, or for a promise,
 * either way round. Card payments are shortlisted by their value to both sides.
 */
export function candidateDeals(ctx: Ctx, L: Looks, to: SeatId, richer: boolean): Candidate[] {
  const { view, seat } = ctx;
  const out: Candidate[] = [];
  const cardType = (view.cards[L.d.card]?.type ?? 'hero') as FactionType;
  for (const claimant of [seat, to]) {
    const payer = claimant;
    const payee = claimant === seat ? to : seat;
    const base: DealTerms = { to, claimant, give: [], take: [], promises: [] };
    // Payment cards: shortlisted by what they cost the payer as things stand, then valued properly.
    const faction = (view.players[payer]?.faction ?? []).filter((id) => view.cards[id] !== undefined);
    const quickBase = ctx.quick.value(payer);
    const payeeBase = ctx.quick.value(payee);
    const short = faction
      .map((id) => ({
        id,
        rough: ctx.quick.value(payee, { add: [defOf(view, id)] }) - payeeBase - (quickBase - ctx.quick.value(payer, { remove: [id] })),
      }))
      .sort((a, b) => b.rough - a.rough)
      .slice(0, richer ? 3 : 2)
      .map(({ id }) => ({ id, cost: -gainOf(ctx, payer, { remove: [id] }), worth: gainOf(ctx, payee, { add: [defOf(view, id)] }) }));
    const left = L.d.disputants.length - 1;
    const lc = L.looks.get(claimant);
    const lo = L.looks.get(payee);
    const claimGain = lc ? noDealGain(lc, left) : 0;
    const pickGain = lo ? lo.q : 0;
    const add = (deal: DealTerms, payerGain: number, payeeGain: number): void => {
      if (unsoundFor(view, seat, seat, deal) !== null) return;
      const mine = claimant === seat ? claimGain + payerGain : pickGain + payeeGain;
      const theirs = claimant === seat ? pickGain + payeeGain : claimGain + payerGain;
      out.push({ deal, mine, theirs });
    };
    const pay = (ids: CardId[]): DealTerms => (payer === seat ? { ...base, give: ids } : { ...base, take: ids });
    add(base, 0, 0);
    const kinds: PromiseKind[] = ['nextRound', 'once', 'cardType'];
    for (const kind of kinds) {
      const p: PromiseTerm = kind === 'cardType' ? { promiser: payer, kind, cardType } : { promiser: payer, kind };
      const v = promiseWorth(kind, ctx.mine.rounds);
      add({ ...base, promises: [p] }, -v, v);
    }
    for (const c of short) add(pay([c.id]), -c.cost, c.worth);
    if (richer) {
      for (let i = 0; i < short.length; i++) {
        for (let j = i + 1; j < short.length; j++) {
          const a = short[i];
          const b = short[j];
          if (a && b) add(pay([a.id, b.id]), -a.cost - b.cost, a.worth + b.worth);
        }
      }
    }
  }
  return out;
}

/** Bargaining turn with nothing pending: invoke a promise, propose the best deal, or declare no deal. */
/** A deal's identity, to avoid offering the same terms twice in a dispute. */
export function dealKey(deal: DealTerms): string {
  const p = deal.promises.map((x) => `${x.promiser}:${x.kind}:${x.cardType ?? ''}`).join(',');
  return `${deal.to}|${deal.claimant}|${deal.give.join(',')}|${deal.take.join(',')}|${p}`;
}

export function bargainMove(ctx: Ctx, opts: { richer: boolean; acceptMargin: number; offered?: { has(deal: string): boolean } }): Move {
  const { view, seat } = ctx;
  const L = disputeLooks(ctx);
  if (!L) return { type: 'noDeal', seat };
  const me = L.looks.get(seat);
  if (!me) return { type: 'noDeal', seat };
  // A promise that applies makes its promiser concede.
  for (const p of invocablePromises(view, seat)) {
    const after = L.k - 1;
    const gain = after <= 1 ? me.w : noDealGain(me, after);
    const keep = p.kind === 'once' ? promiseWorth('once', ctx.mine.rounds) : 0;
    if (gain - keep > noDealGain(me, L.k) + 0.25) return { type: 'invokePromise', seat, promise: p.id };
  }
  const left = L.d.proposalsLeft[seat] ?? 0;
  // Later proposals leave the other side more room: they were refused once already.
  const room = opts.acceptMargin + (3 - left) * 0.4;
  let best: { move: Move; u: number } | null = null;
  // Several rivals: bargain with the one whose stake is closest to ours (likeliest to deal).
  const targets = proposalTargets(view, L.d, seat);
  const chosen = targets.length <= 1 ? targets : [targets.reduce((a, b) => {
    const la = L.looks.get(a);
    const lb = L.looks.get(b);
    return (lb ? lb.w - lb.q : 0) < (la ? la.w - la.q : 0) ? b : a;
  })];
  for (const to of chosen) {
    const them = L.looks.get(to);
    if (!them) continue;
    const myBase = noDealGain(me, L.k);
    const theirBase = noDealGain(them, L.k);
    const uNoDeal = pairUtility(ctx, seat, myBase, to, theirBase);
    const theirNoDeal = utilityFor(ctx, theirBase, myBase);
    for (const c of candidateDeals(ctx, L, to, opts.richer)) {
      if (opts.offered?.has(dealKey(c.deal))) continue;
      if (utilityFor(ctx, c.theirs, c.mine) < theirNoDeal + room) continue;
      const u = pairUtility(ctx, seat, c.mine, to, c.theirs);
      if (u <= uNoDeal + 0.05) continue;
      const move: Move = { type: 'propose', seat, deal: c.deal };
      if (checkMove(view, move) !== null) continue;
      if (!best || u > best.u) best = { move, u };
    }
  }
  return best ? best.move : { type: 'noDeal', seat };
}

/** Conceding: the open card worth most. */
export function pickMove(ctx: Ctx): Move | null {
  const { view, seat } = ctx;
  const open = view.round?.open ?? [];
  let best: CardId | null = null;
  let bestGain = -Infinity;
  for (const c of open) {
    const g = gainOf(ctx, seat, { add: [defOf(view, c)] });
    if (g > bestGain) {
      bestGain = g;
      best = c;
    }
  }
  return best === null ? null : { type: 'pick', seat, card: best };
}

/**
 * Peddler or Merchant: decide the dispute when that beats the plague test for us, counting the
 * card handed over (to the disputant it hurts least to give it to).
 */
export function peddlerMove(ctx: Ctx, dealers: readonly CardId[]): Move {
  const { view, seat } = ctx;
  const L = disputeLooks(ctx);
  if (!L || dealers.length === 0) return { type: 'passPeddler', seat };
  const passGains = new Map<SeatId, number>();
  for (const [s, o] of L.looks) passGains.set(s, noDealGain(o, L.k));
  const uPass = utility(ctx, passGains) - 0.3;
  let best: { move: Move; u: number } | null = null;
  for (const card of dealers) {
    const def: CardDef = defOf(view, card);
    // Keeping a Peddler has worth beyond its VP: it can decide a later dispute.
    const option = ctx.mine.rounds >= 1 ? 1 : 0;
    const loss = -gainOf(ctx, seat, { remove: [card] }) + option;
    for (const winner of L.d.disputants) {
      for (const handTo of L.d.disputants) {
        if (handTo === seat) continue;
        const gains = new Map<SeatId, number>();
        for (const [s, o] of L.looks) gains.set(s, s === winner ? o.w : o.q);
        gains.set(seat, (gains.get(seat) ?? 0) - loss);
        gains.set(handTo, (gains.get(handTo) ?? 0) + gainOf(ctx, handTo, { add: [def] }));
        const u = utility(ctx, gains);
        if (u > uPass && (!best || u > best.u)) best = { move: { type: 'playPeddler', seat, card, winner, handTo }, u };
      }
    }
  }
  return best ? best.move : { type: 'passPeddler', seat };
}

/** Attach the paladin where the projection gains most; skip when nothing helps. */
export function attachMove(ctx: Ctx, all: readonly { paladin: CardId; monster: CardId }[]): Move {
  const { seat } = ctx;
  // Shortlist with the cheap model, then weigh the few best properly.
  const options = all.length <= 3 ? all : all
    .map((o) => ({ o, v: ctx.quick.value(seat, { attach: o }) }))
    .sort((a, b) => b.v - a.v)
    .slice(0, 3)
    .map((x) => x.o);
  let best: Move = { type: 'skipAttach', seat };
  // Skipping spends this round's chance too; attaching wins ties (the game may end early).
  let bestValue = ctx.mine.value(seat, { slotUsed: true }) - 0.05;
  for (const o of options) {
    const v = ctx.mine.value(seat, { attach: o });
    if (v > bestValue) {
      bestValue = v;
      best = { type: 'attach', seat, paladin: o.paladin, monster: o.monster };
    }
  }
  return best;
}
