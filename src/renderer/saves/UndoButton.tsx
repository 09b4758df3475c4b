/**
 * Undo against the AI, in the sidebar: takes back the human's latest decision and the bot moves
 * after it, never past a revealed card, a shuffle or a fate flip, and says what it took back.
 * Not offered in LAN games.
 */
import { useTranslation } from 'react-i18next';
import { useLiveRecord } from './GameSaveButtons';
import { persistence } from './live';
import { notify } from './notices';
import { undoSeat } from './savesModel';
import { undoMessage } from './undoMessage';

export function UndoButton() {
  const { t } = useTranslation();
  const record = useLiveRecord();
  if (!record || record.setup.mode !== 'local' || record.timeline.states[record.timeline.states.length - 1]?.step === 'gameOver') return null;
  const seat = undoSeat(record.timeline);
  const undo = () => {
    const before = persistence.get()?.timeline;
    if (!persistence.undo() || !before || seat === null) return;
    const after = persistence.get()?.timeline;
    const text = after ? undoMessage(t, before, after, seat) : null;
    if (text) notify('info', text);
  };
  return (
    <div className="row">
      <button type="button" data-testid="undo" disabled={seat === null} title={seat !== null ? t('saves.undoTitle') : t('saves.undoNone')}
        onClick={undo}>
        {t('saves.undo')}
      </button>
    </div>
  );
}
