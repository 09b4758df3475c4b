/** A hint's reason in words: the AI gives a code with the cards, seat and numbers it names. */
import type { PublicState } from '../../../../engine/games/mirianth';
import type { HintReason } from '../../../../ai/games/mirianth/hintReason';
import { cardLabel, cardList, seatName, type T } from '../i18n/text';

export function hintReasonText(t: T, s: PublicState, r: HintReason): string {
  const [first, second] = r.cards;
  const rest = r.cards.slice(1);
  return t(`hintWhy.${r.code}`, {
    card: first === undefined ? '' : cardLabel(t, s, first),
    card2: second === undefined ? '' : cardLabel(t, s, second),
    list: cardList(t, s, r.cards),
    rest: rest.length > 0 ? cardList(t, s, rest) : t('hintWhy.promisesOnly'),
    name: r.seat === null ? '' : seatName(s, r.seat),
    ...r.n,
  });
}
