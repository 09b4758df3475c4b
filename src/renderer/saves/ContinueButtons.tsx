/** On the new-game screen: Continue (the latest unfinished game, when there is one) and the saved-games list. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveEntryOk } from '../../shared/save';
import { platform } from '../platform';
import { continueGame } from './actions';
import { recovered } from './live';
import { continuable } from './savesModel';
import { saveTitle } from './saveTitle';
import { openSavedGames, overlayStore } from './savesUi';
import { useStore } from '../store';
import './saves.css';
import { RecordsButton } from '../records/RecordsButton';

export function ContinueButtons() {
  const { t, i18n } = useTranslation();
  const overlay = useStore(overlayStore);
  const [next, setNext] = useState<SaveEntryOk | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Asked again whenever the saved-games list closes (a save may have been deleted there).
    if (overlay !== null) return;
    let live = true;
    void recovered.then(() => platform.saves.list()).then((entries) => {
      if (live) setNext(continuable(entries));
    });
    return () => {
      live = false;
    };
  }, [overlay]);

  const resume = () => {
    setBusy(true);
    void continueGame().then((ok) => {
      if (ok) return;
      setBusy(false);
      setNext(null);
    });
  };

  return (
    <div className="continue-row">
      {next && (
        <button type="button" className="primary" data-testid="continue-game" disabled={busy} onClick={resume}>
          {t('saves.continue')}
        </button>
      )}
      {next && <span className="continue-what" data-testid="continue-what">{saveTitle(t, next, i18n.language)}</span>}
      <span className="spacer" />
      <RecordsButton />
      <button type="button" data-testid="open-saves" onClick={openSavedGames}>{t('saves.savedGames')}</button>
    </div>
  );
}
