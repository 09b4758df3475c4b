/** Nains' learning text in the page's language, and each card icon in words (hover, focus, legend). */
import { useTranslation } from 'react-i18next';
import type { Icon } from '../../../../engine/games/nains/types';
import { learnTextFor, type LearnText } from '../../shared/learn/learnText';
import { nainsLearnEn } from './text.en';
import { nainsLearnPtBR } from './text.ptBR';

export function useNainsLearn(): LearnText {
  const { i18n } = useTranslation();
  return learnTextFor(i18n.language, nainsLearnEn, nainsLearnPtBR);
}

const ICON_ENTRY: Record<Icon, string> = { M: '◆', H: '✚', rS: 'S', rE: 'E', rF: 'F', rC: 'C', rR: 'R', rT: 'T', wild: '✷' };

/** "Malt", "Hidden icon", "Rune E (Ember)"…, from the glossary's card entries. */
export function iconWords(text: LearnText, icon: Icon): string {
  const cards = text.rules.glossary.groups[1]?.entries ?? [];
  const glyph = ICON_ENTRY[icon];
  const direct = cards.find((e) => e.glyph === glyph);
  if (direct) return direct.term;
  const runes = cards.find((e) => e.glyph === 'S E F C R T');
  return `${runes?.term ?? 'Rune'} ${glyph}`;
}
