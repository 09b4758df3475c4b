/** The Nains table (React DOM): taverns, the Lords' cities, the answers, the curtain and the score sheet. */
import { useCallback, useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { seatId } from '../../../engine/kit/ids';
import { nainsModule } from '../../../engine/nains/module';
import type { NainsMove } from '../../../engine/nains/types';
import { useSettings } from '../../game/useSession';
import { nainsSession } from './nainsSession';
import { Controls } from './parts/Controls';
import { Curtain } from '../shared/Curtain';
import { SPEED_SCALE } from '../shared/speed';
import { Log } from './parts/Log';
import { LordBoard } from './parts/LordBoard';
import { NainsScoreSheet } from './parts/ScoreSheet';
import { Notices } from '../../saves/Notices';
import { SaveBar } from './parts/SaveBar';
import { Side } from './parts/Side';
import { Taverns } from './parts/Taverns';
import { useNainsAnim } from './parts/anim/useNainsAnim';
import './nains.css';

export function useNainsActive(): boolean {
  return useSyncExternalStore(nainsSession.subscribe, () => nainsSession.get().active);
}

export function NainsScreen() {
  const { t } = useTranslation();
  const snap = useSyncExternalStore(nainsSession.subscribe, nainsSession.get);
  const speed = useSettings((s) => s.speed);
  const view = useMemo(() => nainsSession.view(snap), [snap]);
  const onPlay = useCallback((m: NainsMove) => void nainsSession.play(m), []);
  const legal = useMemo(() => (view && view.you !== null && !snap.curtain && !snap.replay ? nainsModule.legalMoves(view, view.you) : []), [view, snap.curtain, snap.replay]);
  const fresh = useMemo(() => new Set(snap.events.flatMap((e) => (e.type === 'cardTaken' || e.type === 'recruited' || e.type === 'svaraTook' ? [e.card] : []))), [snap.events]);
  const anim = useNainsAnim(snap, view?.names ?? []);
  if (!view || !snap.state) return null;
  const viewerName = view.names[snap.viewer] ?? '';
  const controls = snap.replay ? null : <Controls view={view} legal={legal} onPlay={onPlay} />;
  return (
    <div ref={anim.root} className="nains" data-anim={anim.busy ? 'busy' : 'rest'} data-testid="nains-screen" data-mode={snap.replay ? 'replay' : 'play'} style={{ '--nains-speed': SPEED_SCALE[speed] } as CSSProperties}>
      <header className="nains-bar">
        <b>{t('nains.title')}</b>
        <span className="seat-shown" data-testid="nains-viewer">{snap.replay ? '' : t('nains.shown', { name: viewerName })}</span>
        <SaveBar snap={snap} />
        <button type="button" data-testid="nains-leave" onClick={() => nainsSession.leave()}>{t('nains.leave')}</button>
      </header>
      {snap.curtain && !snap.replay ? (
        <Curtain game="nains" name={viewerName} onLift={() => nainsSession.lift()} />
      ) : (
        <div className="nains-body">
          <Taverns view={view} legal={legal} onPlay={onPlay} />
          <main className="nains-lords">
            {view.names.map((_, i) => <LordBoard key={i} view={view} seat={i} fresh={fresh} active={view.awaiting.includes(seatId(i))} />)}
            <Log log={snap.log.slice(0, snap.log.length - Math.min(anim.hidden, snap.log.length))} names={view.names} />
          </main>
          <Side view={view} />
          {view.step === 'over' ? !anim.busy && <NainsScoreSheet state={view} onNew={() => nainsSession.leave()} /> : controls}
        </div>
      )}
      <Notices />
    </div>
  );
}
