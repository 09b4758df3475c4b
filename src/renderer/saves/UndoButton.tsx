/**
 * Undo against the AI, in the sidebar: takes back the human's latest decision and the bot moves
 * after it, never past a revealed card, a shuffle or a fate flip. Not offered in LAN games.
 */
import { useTranslation } from 'react-i18next';
import { useLiveRecord } from './GameSaveButtons';
import { persistence } from './live';
import { undoSeat } from './savesModel';

export function UndoButton() {
  const { t } = useTranslation();
  const record = useLiveRecord();
  if (!record || record.setup.mode !== 'local' || record.timeline.states[record.timeline.states.length - 1]?.step === 'gameOver') return null;
  const undoable = undoSeat(record.timeline) !== null;
  return (
    <div className="row">
      <button type="button" data-testid="undo" disabled={!undoable} title={undoable ? t('saves.undoTitle') : t('saves.undoNone')}
        onClick={() => persistence.undo()}>
        {t('saves.undo')}
      </button>
    </div>
  );
}
