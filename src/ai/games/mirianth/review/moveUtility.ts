/**
 * What one move is worth to the seat that makes it, in the hard bot's own model: its utility in
 * points (own expected gain minus λ × the average rival's, see context.ts `utility`). Each
 * negotiation step is valued the way the bot weighs its options there, so the move the bot picks
 * and the move a person picked are compared on the same samples. Resolution moves are valued
 * elsewhere (resolutionValue.ts): there nothing is hidden and the solver is exact.
 */
import type { CardId, DealTerms, Move, SeatId } from '../../../../engine/games/mirianth';
import { unattachedPaladins } from '../../../../engine/games/mirianth/rules/attach';
import { rankAnnouncements } from '../announce';
import { defOf, gainOf, utility, type Ctx } from '../context';
import { dealValue, disputeLooks, noDealGain, promiseWorth, type Looks } from '../negotiation';

const gains = (pairs: readonly [SeatId, number][]): Map<SeatId, number> => {
  const m = new Map<SeatId, number>();
  for (const [s, g] of pairs) m.set(s, (m.get(s) ?? 0) + g);
  return m;
};

/** Every disputant failing to agree now. */
function noDealUtility(ctx: Ctx, L: Looks): number {
  return utility(ctx, gains([...L.looks].map(([s, o]) => [s, noDealGain(o, L.k)])));
}

/** A deal's utility for `from`'s side when it goes through; otherwise the dispute goes on as no deal. */
function dealUtility(ctx: Ctx, L: Looks, from: SeatId, deal: DealTerms): number {
  const v = dealValue(ctx, L.d, from, deal, L.looks);
  const other = from === ctx.seat ? deal.to : from;
  const mine = from === ctx.seat ? v.from : v.to;
  const theirs = from === ctx.seat ? v.to : v.from;
  return utility(ctx, gains([[ctx.seat, mine], [other, theirs]]));
}

/** A proposal is worth its deal only if the other side would take it (by the same model). */
function proposeUtility(ctx: Ctx, L: Looks, deal: DealTerms): number {
  const v = dealValue(ctx, L.d, ctx.seat, deal, L.looks);
  const them = L.looks.get(deal.to);
  const me = L.looks.get(ctx.seat);
  const n = Math.max(1, ctx.view.players.length - 1);
  const theirU = (mine: number, other: number): number => mine - (ctx.level.lambda * other) / n;
  const theirBase = them && me ? theirU(noDealGain(them, L.k), noDealGain(me, L.k)) : 0;
  if (theirU(v.to, v.from) < theirBase) return noDealUtility(ctx, L);
  return dealUtility(ctx, L, ctx.seat, deal);
}

function invokeUtility(ctx: Ctx, L: Looks, promise: string): number {
  const token = ctx.view.promises.find((p) => p.id === promise);
  const after = L.k - 1;
  const pairs: [SeatId, number][] = [];
  for (const [s, o] of L.looks) {
    if (token && s === token.promiser) pairs.push([s, o.q]);
    else if (s === ctx.seat) pairs.push([s, after <= 1 ? o.w : noDealGain(o, after)]);
    else pairs.push([s, noDealGain(o, after)]);
  }
  // A once-promise is spent by invoking it.
  const keep = token?.kind === 'once' ? promiseWorth('once', ctx.mine.rounds) : 0;
  return utility(ctx, gains(pairs)) - keep;
}

function peddlerUtility(ctx: Ctx, L: Looks, m: Extract<Move, { type: 'playPeddler' }>): number {
  const def = defOf(ctx.view, m.card);
  const option = ctx.mine.rounds >= 1 ? 1 : 0;
  const pairs: [SeatId, number][] = [...L.looks].map(([s, o]) => [s, s === m.winner ? o.w : o.q]);
  pairs.push([ctx.seat, gainOf(ctx, ctx.seat, { remove: [m.card] }) - option]);
  pairs.push([m.handTo, gainOf(ctx, m.handTo, { add: [def] })]);
  return utility(ctx, gains(pairs));
}

function announcedCard(ctx: Ctx, m: Move): CardId | null | undefined {
  if (m.type === 'announce') return m.card;
  if (m.type === 'lock') return ctx.view.round?.announcements[ctx.seat] ?? null;
  return undefined;
}

/** The utility of `m` for `ctx.seat` at a negotiation decision; null when the model has no word for it. */
export function moveUtility(ctx: Ctx, m: Move): number | null {
  const { seat } = ctx;
  switch (m.type) {
    case 'announce':
    case 'lock': {
      const card = announcedCard(ctx, m);
      return rankAnnouncements(ctx).find((o) => o.card === card)?.utility ?? null;
    }
    case 'pick': return gainOf(ctx, seat, { add: [defOf(ctx.view, m.card)] });
    case 'attach': return ctx.mine.value(seat, { attach: { paladin: m.paladin, monster: m.monster } }) - ctx.mine.value(seat);
    case 'skipAttach': return unattachedPaladins(ctx.view, seat).length === 0 ? 0 : ctx.mine.value(seat, { slotUsed: true }) - ctx.mine.value(seat);
    default: break;
  }
  const L = disputeLooks(ctx);
  if (!L) return null;
  switch (m.type) {
    case 'noDeal': return noDealUtility(ctx, L);
    case 'reject': return noDealUtility(ctx, L);
    case 'accept': return L.d.pending ? dealUtility(ctx, L, L.d.pending.from, L.d.pending) : null;
    case 'propose': return proposeUtility(ctx, L, m.deal);
    case 'invokePromise': return invokeUtility(ctx, L, m.promise);
    case 'passPeddler': return noDealUtility(ctx, L);
    case 'playPeddler': return peddlerUtility(ctx, L, m);
    default: return null;
  }
}
