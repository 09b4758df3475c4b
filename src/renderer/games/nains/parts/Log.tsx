/** The last things that happened at the table, newest at the bottom. */
import { useTranslation } from 'react-i18next';
import type { NainsEvent } from '../../../../engine/nains/types';
import { eventText } from './eventText';

export function Log({ log, names }: { log: readonly NainsEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  const lines = log.flatMap((e) => {
    const text = eventText(t, e, names);
    return text ? [text] : [];
  }).slice(-7);
  return (
    <ol className="nains-log" data-testid="nains-log" aria-live="polite">
      {lines.map((l, i) => <li key={`${log.length}-${i}`}>{l}</li>)}
    </ol>
  );
}
