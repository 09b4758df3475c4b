/** A suggestion from the hard bot (through the AI registry) for the shown Lord, its own view only, with a short reason. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../../engine/kit/ids';
import { nainsModule } from '../../../../engine/games/nains/module';
import type { NainsMove, NainsView } from '../../../../engine/games/nains/types';
import { Hint as TableHint } from '../../shared/Hint';
import { moveText } from './moveText';

/** `onSuggest`: told of each suggestion (the table marks its answer, or lays its coins in the bid picker). */
export function Hint({ view, seat, onSuggest }: { view: NainsView; seat: SeatId; onSuggest?(move: NainsMove): void }) {
  const { t } = useTranslation();
  const describe = useCallback((m: NainsMove) => moveText(t, m), [t]);
  // Each kind of Nains answer has one reason (the hard bot's aim for it).
  const reason = useCallback((m: NainsMove) => t(`nains.hint.${m.type}`), [t]);
  return <TableHint game="nains" ns="nains" module={nainsModule} view={view} seat={seat} describe={describe} reason={reason} onSuggest={onSuggest} />;
}
