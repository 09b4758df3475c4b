/** A text mirror of the public table for assistive tech (visually hidden; see tableText.ts). */
import { useTranslation } from 'react-i18next';
import { useShownSession } from '../game/useSession';
import { tableText } from './tableText';

export function TableText() {
  const { t } = useTranslation();
  const view = useShownSession((s) => s.view);
  if (!view) return null;
  return (
    <section className="visually-hidden" aria-label={t('a11y.tableTitle')} data-testid="table-text">
      <ul>
        {tableText(t, view).map((line, i) => <li key={i}>{line}</li>)}
      </ul>
    </section>
  );
}
