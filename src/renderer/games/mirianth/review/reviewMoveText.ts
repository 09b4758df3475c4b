/**
 * A reviewed move in words: the hint's wording, except that an offer spells out its terms (two
 * offers to the same seat must read differently when one is the mistake and the other the fix)
 * and locking in names the card.
 */
import type { Move, PublicState } from '../../../../engine/games/mirianth';
import { currentDispute } from '../../../../engine/games/mirianth/rules/update';
import { describeMove } from '../i18n/describeMove';
import { dealPhrases, seatName, type T } from '../i18n/text';

export function reviewMoveText(t: T, s: PublicState, m: Move): string {
  if (m.type === 'lock') {
    // Locking in names the card it locks (the announcement made earlier).
    const card = s.round?.announcements[m.seat] ?? null;
    return describeMove(t, s, card === null ? { type: 'announce', seat: m.seat, card: null } : { type: 'announce', seat: m.seat, card, lock: true });
  }
  if (m.type !== 'propose') return describeMove(t, s, m);
  const disputed = currentDispute(s)?.card ?? null;
  return t('review.offer', { to: seatName(s, m.deal.to), terms: dealPhrases(t, s, { ...m.deal, from: m.seat }, disputed).join('; ') });
}
