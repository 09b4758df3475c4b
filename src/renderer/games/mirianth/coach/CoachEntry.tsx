/** On the new-game screen: "Learn to play", or resume the guided game in progress, and replay it from the start. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../../../platform';
import { loadSave } from '../../../saves/actions';
import { notify } from '../../../saves/notices';
import { useStore } from '../../../store';
import { coachSaved, guidedNames, startCoach, startGuidedGame } from './coachRuntime';
import '../../shared/learn/coach.css';

/** The newest unfinished save of the guided game, if any. */
function useResumable(gameId: string | null, finished: boolean): string | null {
  const [found, setFound] = useState<{ gameId: string; id: string | null } | null>(null);
  useEffect(() => {
    if (gameId === null || finished) return;
    let live = true;
    let timer = 0;
    // Leaving a game saves it a moment later: look again until the save shows up.
    const look = (tries: number) => void platform.saves.list().then((entries) => {
      const mine = entries.flatMap((e) => (e.status === 'ok' && e.gameId === gameId && !e.finished ? [e] : []));
      mine.sort((a, b) => b.moveCount - a.moveCount || b.updatedAt.localeCompare(a.updatedAt));
      if (!live) return;
      setFound({ gameId, id: mine[0]?.id ?? null });
      if (!mine[0] && tries > 0) timer = window.setTimeout(() => look(tries - 1), 500);
    });
    look(6);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [gameId, finished]);
  return found && found.gameId === gameId && !finished ? found.id : null;
}

export function CoachEntry() {
  const { t } = useTranslation();
  useEffect(() => startCoach(), []);
  const saved = useStore(coachSaved);
  const resumable = useResumable(saved?.gameId ?? null, saved?.progress.finished ?? false);
  const [busy, setBusy] = useState(false);
  const start = () => startGuidedGame(guidedNames(t));
  const resume = (id: string) => {
    setBusy(true);
    void loadSave(id).then((message) => {
      setBusy(false);
      if (message) notify('error', message);
    });
  };
  return (
    <div className="coach-entry" data-testid="coach-entry">
      {resumable
        ? <button type="button" className="primary" data-testid="coach-resume" disabled={busy} onClick={() => resume(resumable)}>{t('coach.resume')}</button>
        : !saved && <button type="button" className="primary" data-testid="coach-learn" onClick={start}>{t('coach.learn')}</button>}
      {saved && <button type="button" data-testid="coach-replay" disabled={busy} onClick={start}>{t('coach.replay')}</button>}
      <span className="note">{t('coach.entryNote')}</span>
    </div>
  );
}
