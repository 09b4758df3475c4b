/**
 * The deck of fate as the table shows it before the flip. Rulebook: the plague cards are shuffled
 * with the disputed card "without revealing its face", so until the flip nothing on the table may
 * depend on who gets what: every card of fate wears the same back (the plague back), the pile is
 * gathered in a fixed order (the disputed card first), and what is dealt to the disputants are
 * identical covers, one per seat, replaced by the real cards only as they turn over. Pure, so
 * the rule is unit-tested without Pixi.
 */
import type { CardId, SeatId } from '../../../../../../engine/games/mirianth';
import type { BackKind } from '../../cards/drawCardBack';

/** The one back every card of fate shows until the flip. */
export const FATE_BACK: BackKind = 'plague';

export interface FatePileItem {
  /** A game card (the disputed card or a plague card), or null for a blank. */
  card: CardId | null;
  /** The back it shows while face down in the pile. */
  back: BackKind;
}

/** The pile in the order it is gathered and shuffled: the disputed card, then the plague cards, then blanks. */
export function fatePile(card: CardId, results: readonly { seat: SeatId; card: CardId | null }[]): FatePileItem[] {
  const others = results.map((r) => r.card).filter((c): c is CardId => c !== null && c !== card).sort();
  const blanks = results.filter((r) => r.card === null).length;
  return [
    { card, back: FATE_BACK },
    ...others.map((c) => ({ card: c, back: FATE_BACK })),
    ...Array.from({ length: blanks }, () => ({ card: null, back: FATE_BACK })),
  ];
}

/** What a watcher sees dealt before the flip: one cover per disputant, all alike. */
export function fateCovers(results: readonly { seat: SeatId }[]): { seat: SeatId; back: BackKind }[] {
  return results.map((r) => ({ seat: r.seat, back: FATE_BACK }));
}
