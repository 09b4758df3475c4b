/**
 * Deals a table-mate would neither offer nor take, whatever the value model makes of them
 * (issue 11): the projections can price a plague card or a Paladin near zero, but a person
 * at the table does not take on a plague card, give a Paladin away for nothing, ask for a
 * Paladin fighting someone else's monster, or trade on a promise that can never be used.
 */
import { CARD_RULES, type DealTerms, type PublicState, type SeatId } from '../../../engine/games/mirianth';
import { worthlessPromise } from '../../../engine/games/mirianth/rules/deals';

export type Unsound = 'takesPlague' | 'paladinForNothing' | 'attachedPaladin' | 'worthlessPromise';

/** A deal as seen by one of its two sides: `from` proposed it to `deal.to`. */
export function unsoundFor(view: PublicState, seat: SeatId, from: SeatId, deal: DealTerms): Unsound | null {
  if (deal.promises.some((p) => worthlessPromise(view, p) !== null)) return 'worthlessPromise';
  const incoming = seat === from ? deal.take : deal.give;
  const outgoing = seat === from ? deal.give : deal.take;
  const kind = (id: string): string | undefined => view.cards[id]?.kind;
  const hasNecromancer = (view.players[seat]?.faction ?? []).some((id) => {
    const d = view.cards[id];
    return d !== undefined && CARD_RULES[d.kind].variable?.basis === 'plagues';
  });
  // A Necromancer scores plague cards: only then can taking one on be a fair trade.
  if (!hasNecromancer && incoming.some((id) => view.cards[id]?.type === 'plague')) return 'takesPlague';
  const getsSomething = deal.claimant === seat || incoming.length > 0 || deal.promises.some((p) => p.promiser !== seat);
  if (!getsSomething && outgoing.some((id) => kind(id) === 'paladin')) return 'paladinForNothing';
  if (seat === from) {
    const other = deal.to;
    const attached = new Set((view.players[other]?.attachments ?? []).map((a) => a.paladin));
    if (deal.take.some((id) => attached.has(id))) return 'attachedPaladin';
  }
  return null;
}
