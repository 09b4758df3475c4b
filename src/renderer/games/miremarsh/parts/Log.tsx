/** The last things that happened in the swamp (as any onlooker saw them), newest at the bottom. */
import { useTranslation } from 'react-i18next';
import type { MiremarshEvent } from '../../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { TableLog } from '../../shared/TableLog';
import { eventText } from './text';

export function Log({ log, view }: { log: readonly MiremarshEvent[]; view: MiremarshView }) {
  const { t } = useTranslation();
  return <TableLog game="mm" log={log} text={(e) => eventText(t, e, view)} max={6} />;
}
