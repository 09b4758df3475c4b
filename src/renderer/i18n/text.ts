/** Card labels and seat names in the player's language. */
import type { TFunction } from 'i18next';
import type { CardDef, CardId, PromiseToken, PublicState, SeatId } from '../../engine';

export type T = TFunction;

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
