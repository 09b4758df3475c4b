/** The legend beside the table: the five Orders by their column heads, and every sign a card or a Lord shows. */
import { useTranslation } from 'react-i18next';
import { ORDERS } from '../../../../engine/games/nains/types';
import { useNainsLearn } from '../learn/useNainsLearn';

export function Legend() {
  const { t } = useTranslation();
  const text = useNainsLearn();
  const [, cards, table] = text.rules.glossary.groups;
  const signs = [...(cards?.entries ?? []), ...(table?.entries ?? []).filter((e) => e.glyph.startsWith('≡') || e.glyph.startsWith('◈') || e.glyph === '◌')];
  return (
    <section className="nains-legend" data-testid="nains-legend" aria-label={text.rules.glossary.title}>
      <h3>{text.rules.glossary.title}</h3>
      <ul className="orders">
        {ORDERS.map((o) => (
          <li key={o} className={`tone-${o}`} data-testid={`nains-legend-${o}`}><i className="swatch" /><b>{t(`nains.short.${o}`)}</b> {t(`nains.tone.${o}`)}</li>
        ))}
      </ul>
      <ul className="signs">
        {signs.filter((e) => e.glyph !== '7').map((e) => (
          <li key={e.term} title={e.meaning}><b>{e.glyph}</b> {e.term}</li>
        ))}
      </ul>
    </section>
  );
}
