/** A dwarf or Fighter card drawn with CSS: Order colour band, points, ranks as pips, icons; its signs in words on hover and focus. */
import { useTranslation } from 'react-i18next';
import type { CardId } from '../../../../engine/games/nains/types';
import { iconWords, useNainsLearn } from '../learn/useNainsLearn';
import { cardFace, iconGlyph, isRune } from './cards';

interface CardProps {
  id: CardId;
  /** `chip`: the small form stacked in a column; `full`: a tavern card; `row`: a stand's line with the whole name. */
  size: 'chip' | 'full' | 'row';
  pariah?: boolean;
  onClick?: () => void;
  testId?: string;
  /** Entered with the last move (the animation layer flies it in). */
  fresh?: boolean;
}

export function Card({ id, size, pariah = false, onClick, testId, fresh = false }: CardProps) {
  const { t } = useTranslation();
  const learn = useNainsLearn();
  const f = cardFace(id);
  const title = [f.name, t(`nains.tone.${f.tone}`), f.points === null ? null : t('nains.points', { n: f.points }), f.ranks > 0 ? t('nains.ranks', { n: f.ranks }) : null,
    ...f.icons.map((i) => `${iconGlyph(i)} ${iconWords(learn, i)}`), pariah ? `✕ ${t('nains.pariah')}` : null]
    .filter(Boolean).join(' · ');
  const body = (
    <>
      <span className="band" />
      <span className="pts">{f.points === null ? '–' : f.points}</span>
      <span className="pips">{'●'.repeat(f.ranks)}</span>
      {f.name && size !== 'chip' && <span className="name" data-testid="nains-fighter-name">{f.name}</span>}
      <span className="icons">{f.icons.map((i, k) => <i key={k} className={isRune(i) ? 'rune' : undefined}>{iconGlyph(i)}</i>)}</span>
      {pariah && <span className="pariah">✕</span>}
    </>
  );
  const cls = `nains-card ${size} tone-${f.tone}${fresh ? ' fresh' : ''}${onClick ? ' pickable' : ''}`;
  return onClick ? (
    <button type="button" className={cls} title={title} data-testid={testId} data-card={id} onClick={onClick}>{body}</button>
  ) : (
    <span className={cls} title={title} role="img" aria-label={title} tabIndex={0} data-testid={testId} data-card={id}>{body}</span>
  );
}
