/** Canonical legal moves in the negotiation steps. */
import type { FactionType } from '../cards/kinds';
import type { SeatId } from '../ids';
import type { Move } from '../moves';
import { rulesAtLeast } from '../rulesVersion';
import { mayPass } from '../rules/announce';
import { unattachedPaladins } from '../rules/attach';
import { bargainingOver, proposalTargets, worthlessPromise } from '../rules/deals';
import { dealersOf, peddlerRecipients } from '../rules/peddler';
import { invocablePromises } from '../rules/promises';
import { cardDef, monsters, player } from '../rules/query';
import { currentDispute, requireRound } from '../rules/update';
import type { DealTerms, PromiseKind, PublicState } from '../state';

export function legalAnnounce(s: PublicState, seat: SeatId): Move[] {
  const r = requireRound(s);
  if (r.locked[seat]) return [];
  const current = r.announcements[seat] ?? null;
  const out: Move[] = [];
  for (const card of r.revealed) {
    if (card !== current) out.push({ type: 'announce', seat, card });
    out.push({ type: 'announce', seat, card, lock: true });
  }
  if (mayPass(s)) out.push({ type: 'announce', seat, card: null, lock: true });
  if (current !== null) out.push({ type: 'lock', seat });
  return out;
}

/** Simple deals: the claim for nothing, for one card, or for one promise, in either direction. */
export function legalBargaining(s: PublicState, seat: SeatId): Move[] {
  const d = currentDispute(s);
  if (!d || d.winner !== null || bargainingOver(s, d)) return [];
  if (d.pending) return d.pending.to === seat ? [{ type: 'accept', seat }, { type: 'reject', seat }] : [];
  if (d.noDeal.includes(seat) || !d.disputants.includes(seat)) return [];
  const out: Move[] = [{ type: 'noDeal', seat }];
  for (const p of invocablePromises(s, seat)) out.push({ type: 'invokePromise', seat, promise: p.id });
  const cardType = cardDef(s, d.card).type as FactionType;
  const allKinds: PromiseKind[] = ['nextRound', 'once', 'cardType'];
  // Version 2 refuses promises that could never be used.
  const kinds = rulesAtLeast(s, 2) ? allKinds.filter((kind) => worthlessPromise(s, { kind }) === null) : allKinds;
  for (const to of proposalTargets(s, d, seat)) {
    // The side giving up the claim is paid by the side keeping it.
    for (const [claimant, payer] of [[seat, seat], [to, to]] as const) {
      const base: DealTerms = { to, claimant, give: [], take: [], promises: [] };
      const deals: DealTerms[] = [base];
      for (const card of player(s, payer).faction) deals.push(payer === seat ? { ...base, give: [card] } : { ...base, take: [card] });
      for (const kind of kinds) {
        deals.push({ ...base, promises: [kind === 'cardType' ? { promiser: payer, kind, cardType } : { promiser: payer, kind }] });
      }
      for (const deal of deals) out.push({ type: 'propose', seat, deal });
    }
  }
  return out;
}

export function legalPick(s: PublicState, seat: SeatId): Move[] {
  const r = requireRound(s);
  return r.pickQueue[0] === seat ? r.open.map((card) => ({ type: 'pick', seat, card })) : [];
}

export function legalPeddler(s: PublicState, seat: SeatId): Move[] {
  const d = currentDispute(s);
  if (!d || d.peddlerQueue?.[0] !== seat) return [];
  const out: Move[] = [{ type: 'passPeddler', seat }];
  for (const card of dealersOf(s, seat)) {
    for (const winner of d.disputants) {
      for (const handTo of peddlerRecipients(s, d, seat)) out.push({ type: 'playPeddler', seat, card, winner, handTo });
    }
  }
  return out;
}

export function legalAttach(s: PublicState, seat: SeatId): Move[] {
  if (s.round?.attachQueue[0] !== seat) return [];
  const out: Move[] = [{ type: 'skipAttach', seat }];
  for (const paladin of unattachedPaladins(s, seat)) {
    for (const monster of monsters(s, seat)) out.push({ type: 'attach', seat, paladin, monster });
  }
  return out;
}
