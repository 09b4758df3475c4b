/** The last things that happened at the table, newest at the bottom. */
import { useTranslation } from 'react-i18next';
import type { NainsEvent } from '../../../../engine/games/nains/types';
import { TableLog } from '../../shared/TableLog';
import { eventText } from './eventText';

export function Log({ log, names }: { log: readonly NainsEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  return <TableLog game="nains" log={log} text={(e) => eventText(t, e, names)} max={5} />;
}
