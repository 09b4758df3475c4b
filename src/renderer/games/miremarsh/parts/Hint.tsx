/** A suggestion from the hard bot (through the AI registry) for the goblin at the screen, its own view only, with a short reason. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../../engine/kit/ids';
import { miremarshModule } from '../../../../engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../../engine/games/miremarsh/moves';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { Hint as TableHint } from '../../shared/Hint';
import { hintReasonKey } from './hintReason';
import { moveText } from './text';

/** `onSuggest`: the table points at the suggested move's space (the answers narrow to it). */
export function Hint({ view, seat, onSuggest }: { view: MiremarshView; seat: SeatId; onSuggest(move: MiremarshMove): void }) {
  const { t } = useTranslation();
  const describe = useCallback((m: MiremarshMove) => moveText(t, view, m), [t, view]);
  const reason = useCallback((m: MiremarshMove) => t(`miremarsh.hint.${hintReasonKey(m)}`), [t]);
  return <TableHint game="mm" ns="miremarsh" module={miremarshModule} view={view} seat={seat} describe={describe} reason={reason} onSuggest={onSuggest} />;
}
