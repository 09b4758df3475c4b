/** The last things that happened in the swamp (as any onlooker saw them), newest at the bottom. */
import { useTranslation } from 'react-i18next';
import type { MiremarshEvent } from '../../../../engine/miremarsh/state';
import type { MiremarshView } from '../../../../engine/miremarsh/view';
import { eventText } from './text';

export function Log({ log, view }: { log: readonly MiremarshEvent[]; view: MiremarshView }) {
  const { t } = useTranslation();
  const lines = log.flatMap((e) => {
    const text = eventText(t, e, view);
    return text ? [text] : [];
  }).slice(-6);
  return (
    <ol className="mm-log" data-testid="mm-log" aria-live="polite">
      {lines.map((l, i) => <li key={`${log.length}-${i}`}>{l}</li>)}
    </ol>
  );
}
