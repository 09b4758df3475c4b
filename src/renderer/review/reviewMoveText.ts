/**
 * A reviewed move in words: the hint's wording, except that an offer spells out its terms (two
 * offers to the same seat must read differently when one is the mistake and the other the fix).
 */
import type { Move, PublicState } from '../../engine';
import { currentDispute } from '../../engine/rules/update';
import { describeMove } from '../i18n/describeMove';
import { dealPhrases, seatName, type T } from '../i18n/text';

export function reviewMoveText(t: T, s: PublicState, m: Move): string {
  if (m.type !== 'propose') return describeMove(t, s, m);
  const disputed = currentDispute(s)?.card ?? null;
  return t('review.offer', { to: seatName(s, m.deal.to), terms: dealPhrases(t, s, { ...m.deal, from: m.seat }, disputed).join('; ') });
}
