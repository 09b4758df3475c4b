/**
 * Undo against the AI, in the top bar beside Save (where every game keeps it): takes back the human's latest decision and the bot moves
 * after it, never past a revealed card, a shuffle or a fate flip, and says what it took back, or
 * why it took nothing back (`pressUndo`). Not offered in LAN games.
 *
 * The button is marked unavailable with aria-disabled rather than `disabled`: an AI move can turn
 * it off between the press and the release, and a disabled button swallows that click without a
 * word. This way every press reaches `pressUndo` and gets an answer.
 */
import { useTranslation } from 'react-i18next';
import { persistence } from './live';
import { notify } from '../../../saves/notices';
import { undoSeat } from './timelineModel';
import { useLiveRecord } from './liveRecord';
import { pressUndo } from './undoPress';

export function UndoButton() {
  const { t } = useTranslation();
  const record = useLiveRecord();
  if (!record || record.setup.mode !== 'local' || record.timeline.states[record.timeline.states.length - 1]?.step === 'gameOver') return null;
  const seat = undoSeat(record.timeline);
  const undo = () => {
    const out = pressUndo(t, persistence, seat);
    notify('info', out.text);
  };
  return (
    <button type="button" data-testid="undo" aria-disabled={seat === null} title={seat !== null ? t('saves.undoTitle') : t('saves.undoNone')}
      onClick={undo}>
      {t('saves.undo')}
    </button>
  );
}
