/** In the top bar during a local game: Save, and the saved-games list. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../games/mirianth/game/session';
import { saveGame } from './actions';
import { persistence } from './live';
import { openSavedGames } from './savesUi';

/** The local session's live game record, whichever game source the HUD shows: only its games are saved here. */
export function useLiveRecord() {
  const playing = useSyncExternalStore(session.subscribe, () => session.getSnapshot().screen === 'playing');
  const record = useSyncExternalStore(persistence.subscribe, persistence.get, persistence.get);
  return playing ? record : null;
}

export function GameSaveButtons() {
  const { t } = useTranslation();
  const record = useLiveRecord();
  if (!record) return null;
  return (
    <div className="seg" role="group" aria-label={t('saves.title')}>
      <button type="button" data-testid="save-game" onClick={() => void saveGame()}>{t('saves.save')}</button>
      <button type="button" data-testid="open-saves-top" title={t('saves.title')} onClick={openSavedGames}>{t('saves.loadShort')}</button>
    </div>
  );
}
