/** Card labels and seat names in the player's language. */
import type { CardDef, CardId, PromiseToken, PublicState, SeatId } from '../../../../engine/games/mirianth';

import type { T } from '../../../i18n/t';

export type { T };

export function cardName(t: T, def: CardDef | undefined): string {
  if (!def) return '?';
  const name = t(`card.${def.kind}.name`);
  if (def.kind === 'paladin') return `${name} ${def.attack ?? 0}`;
  if (def.kind === 'plague') return `${name} (${def.plague ?? 0})`;
  return name;
}

export function cardLabel(t: T, s: PublicState, id: CardId | string): string {
  return cardName(t, s.cards[id]);
}

export function cardList(t: T, s: PublicState, ids: readonly (CardId | string)[]): string {
  return ids.length ? ids.map((id) => cardLabel(t, s, id)).join(', ') : t('hint.nothing');
}

export function seatName(s: PublicState, seat: SeatId): string {
  return s.players[seat]?.name ?? `#${seat + 1}`;
}

export function promiseKind(t: T, p: { kind: PromiseToken['kind']; cardType?: string }): string {
  return p.kind === 'cardType' ? t('promise.cardType', { type: t(`type.${p.cardType ?? 'hero'}`) }) : t(`promise.${p.kind}`);
}

/** The rules text of a card, in the player's words. */
export function cardRules(t: T, def: CardDef): string {
  return t(`card.${def.kind}.rules`, { count: def.plague ?? 0 });
}

/** A promise as a sentence: who gives up what to whom, and when ("… once, in a round Brisa chooses"). */
export function promiseText(
  t: T, s: PublicState, p: { promiser: SeatId; kind: PromiseToken['kind']; cardType?: string }, beneficiary: SeatId, activeRound: number | null = null,
): string {
  const names = { promiser: seatName(s, p.promiser), beneficiary: seatName(s, beneficiary) };
  switch (p.kind) {
    case 'once': return t('terms.promiseOnce', names);
    case 'nextRound': return activeRound === null ? t('terms.promiseNextRound', names) : t('terms.promiseRound', { ...names, round: activeRound });
    case 'cardType': {
      const type = t(`type.${p.cardType ?? 'hero'}`);
      return activeRound === null ? t('terms.promiseCardType', { ...names, type }) : t('terms.promiseCardTypeRound', { ...names, type, round: activeRound });
    }
  }
}

/** Every term of a deal, one phrase each: who keeps the disputed card, the cards each way, the promises. */
export function dealPhrases(
  t: T, s: PublicState, deal: { from: SeatId; to: SeatId; claimant: SeatId; give: readonly string[]; take: readonly string[]; promises: readonly { promiser: SeatId; kind: PromiseToken['kind']; cardType?: string }[] },
  disputed: string | null,
): string[] {
  const name = (seat: SeatId) => seatName(s, seat);
  const out = [disputed ? t('terms.keeps', { name: name(deal.claimant), card: cardLabel(t, s, disputed) }) : t('terms.keepsDisputed', { name: name(deal.claimant) })];
  if (deal.give.length > 0) out.push(t('terms.gives', { name: name(deal.from), to: name(deal.to), cards: cardList(t, s, deal.give) }));
  if (deal.take.length > 0) out.push(t('terms.gives', { name: name(deal.to), to: name(deal.from), cards: cardList(t, s, deal.take) }));
  for (const p of deal.promises) out.push(promiseText(t, s, p, p.promiser === deal.from ? deal.to : deal.from));
  return out;
}
