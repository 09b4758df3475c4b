/**
 * The replay viewer's HUD: step forward (animated) or back (snapped), play at a chosen speed,
 * choose the seat drawn at the bottom, and read the log. The table shows a spectator's view.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../../engine/games/mirianth';
import { REPLAY_SPEEDS } from '../../../../engine/games/mirianth/save';
import { session } from '../game/session';
import { useSession } from '../game/useSession';
import { CardInspector } from '../hud/CardInspector';
import { GameLog } from '../hud/GameLog';
import { Prompt } from '../hud/Prompt';
import { SeatPlates } from '../hud/SeatPlates';
import { seatName } from '../i18n/text';
import { replay } from './live';
import { replayTitle } from '../../../saves/saveTitle';
import { ReviewPanel } from '../review/ReviewPanel';
import { useStore } from '../../../store';
import '../../../saves/saves.css';

function useReplayKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A focused slider answers its own keys, a focused button its space bar.
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === 'ArrowRight') replay.step(1);
      if (e.key === 'ArrowLeft') replay.step(-1);
      if (e.key !== ' ' || e.target instanceof HTMLButtonElement) return;
      e.preventDefault();
      if (replay.status.get()?.playing) replay.pause();
      else replay.play();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function FinalScores() {
  const { t } = useTranslation();
  const view = useSession((s) => s.view);
  const result = view?.result;
  if (!view || !result) return null;
  return (
    <div className="replay-scores" data-testid="replay-scores">
      <h3>{t('replay.scores')}</h3>
      {result.scores.map((s, seat) => (
        <div key={seat} className={result.winners.includes(seat as SeatId) ? 'winner' : ''}>
          {seatName(view, seat as SeatId)}: <span data-testid={`replay-score-${seat}`}>{s.total}</span>
        </div>
      ))}
    </div>
  );
}

function Controls() {
  const { t } = useTranslation();
  const s = useStore(replay.status);
  if (!s) return null;
  const atStart = s.index === 0;
  const atEnd = s.index >= s.last;
  return (
    <section className="panel replay-controls" data-testid="replay-controls">
      <div className="row">
        <strong className="replay-name" data-testid="replay-name">{replayTitle(t, s.name, s.seats)}</strong>
      </div>
      <div className="row replay-frame" data-testid="replay-frame" data-index={s.index} data-last={s.last}>
        {atStart ? t('replay.deal', { n: s.last }) : t('replay.frame', { i: s.index, n: s.last })}
      </div>
      <input type="range" className="replay-slider" data-testid="replay-slider" aria-label={t('replay.position')} min={0} max={s.last} value={s.index}
        onChange={(e) => replay.seek(Number(e.target.value))} />
      <div className="row replay-buttons">
        <button type="button" data-testid="replay-start" title={t('replay.start')} aria-label={t('replay.start')} disabled={atStart} onClick={() => replay.seek(0)}>|◀</button>
        <button type="button" data-testid="replay-back" title={t('replay.back')} aria-label={t('replay.back')} disabled={atStart} onClick={() => replay.step(-1)}>◀</button>
        {s.playing ? (
          <button type="button" className="primary" data-testid="replay-pause" onClick={() => replay.pause()}>{t('replay.pause')}</button>
        ) : (
          <button type="button" className="primary" data-testid="replay-play" onClick={() => replay.play()}>{t('replay.play')}</button>
        )}
        <button type="button" data-testid="replay-forward" title={t('replay.forward')} aria-label={t('replay.forward')} disabled={atEnd} onClick={() => replay.step(1)}>▶</button>
        <button type="button" data-testid="replay-end" title={t('replay.end')} aria-label={t('replay.end')} disabled={atEnd} onClick={() => replay.seek(s.last)}>▶|</button>
      </div>
      <div className="row">
        <span className="label">{t('replay.speed')}</span>
        <div className="seg" role="group" aria-label={t('replay.speed')}>
          {REPLAY_SPEEDS.map((sp) => (
            <button key={sp} type="button" data-testid={`replay-speed-${sp}`} aria-pressed={s.speed === sp} onClick={() => replay.setSpeed(sp)}>
              {t('replay.perSecond', { n: sp })}
            </button>
          ))}
        </div>
      </div>
      <div className="row">
        <span className="label">{t('replay.seenFrom')}</span>
        <div className="seg" role="group" aria-label={t('replay.seenFrom')}>
          {s.seats.map((name, seat) => (
            <button key={seat} type="button" data-testid={`replay-seat-${seat}`} aria-pressed={s.bottom === seat} onClick={() => replay.setBottom(seat as SeatId)}>{name}</button>
          ))}
        </div>
      </div>
      <div className="row">
        <button type="button" data-testid="replay-close" onClick={() => session.toNewGame()}>{t('replay.close')}</button>
      </div>
    </section>
  );
}

export function ReplayScreen() {
  useReplayKeys();
  return (
    <>
      <div className="table-overlay with-sidebar">
        <SeatPlates />
      </div>
      <aside className="sidebar" data-testid="replay-sidebar">
        <Controls />
        <ReviewPanel />
        <Prompt replay />
        <FinalScores />
        <GameLog />
      </aside>
      <CardInspector />
    </>
  );
}
