/**
 * In the Nains bar: Undo (the latest human decision and the bot moves after it, never past a
 * reveal or a deal) and Save; while a save is replayed, the replay's steps instead.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveGame } from '../../../saves/actions';
import { notify } from '../../../saves/notices';
import { useStore } from '../../../store';
import { nainsSavedMoves } from '../nainsSaves';
import { nainsSession, type NainsSnapshot } from '../nainsSession';

export function SaveBar({ snap }: { snap: NainsSnapshot }) {
  const { t } = useTranslation();
  const saved = useStore(nainsSavedMoves);
  if (snap.replay) return <ReplayBar index={snap.replay.index} last={snap.replay.last} />;
  if (snap.state?.step === 'over') return null;
  const undo = () => {
    if (nainsSession.undo()) notify('info', t('nains.saves.undone'));
  };
  return (
    <>
      <button type="button" data-testid="nains-undo" disabled={snap.undoSeat === null} onClick={undo}
        title={snap.undoSeat === null ? t('nains.saves.undoNone') : t('nains.saves.undoTitle')}>
        {t('nains.saves.undo')}
      </button>
      <button type="button" data-testid="nains-save" data-moves={nainsSession.timeline()?.moves.length ?? 0} data-saved-moves={saved} onClick={() => void saveGame()}>{t('nains.saves.save')}</button>
    </>
  );
}

function ReplayBar({ index, last }: { index: number; last: number }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') nainsSession.replayTo((nainsSession.get().replay?.index ?? 0) + 1);
      if (e.key === 'ArrowLeft') nainsSession.replayTo((nainsSession.get().replay?.index ?? 0) - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <span className="nains-replay" data-testid="nains-replay">
      <b>{t('nains.saves.replay.title')}</b>
      <button type="button" data-testid="nains-replay-start" disabled={index === 0} onClick={() => nainsSession.replayTo(0)}>{t('nains.saves.replay.start')}</button>
      <button type="button" data-testid="nains-replay-back" disabled={index === 0} onClick={() => nainsSession.replayTo(index - 1)}>{t('nains.saves.replay.back')}</button>
      <span data-testid="nains-replay-position" data-index={index} data-last={last}>{t('nains.saves.replay.position', { n: index, last })}</span>
      <button type="button" data-testid="nains-replay-forward" disabled={index >= last} onClick={() => nainsSession.replayTo(index + 1)}>{t('nains.saves.replay.forward')}</button>
      <button type="button" data-testid="nains-replay-end" disabled={index >= last} onClick={() => nainsSession.replayTo(last)}>{t('nains.saves.replay.end')}</button>
    </span>
  );
}
