/** What a card shows: its Order colour, points, ranks and icons, from the engine's catalog. */
import { cardIcons, cardPoints, cardRanks, dwarf, elite, standCard } from '../../../../engine/games/nains/catalog';
import type { CardId, Icon, NainsEvent, Order } from '../../../../engine/games/nains/types';

export interface CardFace {
  id: CardId;
  /** An Order colour, or the kind for cards outside the five Orders. */
  tone: Order | 'fighter' | 'mercenary' | 'special';
  points: number | null;
  ranks: number;
  icons: readonly Icon[];
  /** Fighters have names; dwarves do not. */
  name: string | null;
}

export function cardFace(id: CardId): CardFace {
  const d = dwarf(id);
  const st = standCard(id);
  const el = elite(id);
  const tone: CardFace['tone'] = d ? d.order : st?.order ?? el?.order ?? (st?.rank === 'mercenary' ? 'mercenary' : st ? 'fighter' : 'special');
  return { id, tone, points: cardPoints(id), ranks: cardRanks(id), icons: cardIcons(id), name: st?.name ?? el?.name ?? null };
}

// Runes drawn as boxed letters: runic code points are missing from common fonts.
const ICON_GLYPH: Record<Icon, string> = { M: '◆', H: '✚', rE: 'E', rS: 'S', rF: 'F', rT: 'T', rR: 'R', rC: 'C', wild: '✷' };
export const iconGlyph = (i: Icon): string => ICON_GLYPH[i];
export const isRune = (i: Icon): boolean => i.startsWith('r');

/** The cards a move brought into a city (taken, recruited or picked by Svara): they enter with a flourish. */
export function freshCards(events: readonly NainsEvent[]): Set<CardId> {
  return new Set(events.flatMap((e) => (e.type === 'cardTaken' || e.type === 'recruited' || e.type === 'svaraTook' ? [e.card] : [])));
}
