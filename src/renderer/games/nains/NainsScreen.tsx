/** The Nains table (React DOM): taverns, the Lords' cities, the answers, the curtain and the score sheet. */
import { useCallback, useMemo, useSyncExternalStore, type CSSProperties } from 'react';
import { seatId } from '../../../engine/kit/ids';
import { nainsModule } from '../../../engine/games/nains/module';
import type { NainsMove } from '../../../engine/games/nains/types';
import { useSettings } from '../../game/useSettings';
import { nainsSession } from './nainsSession';
import { freshCards } from './parts/cards';
import { Controls } from './parts/Controls';
import { Curtain } from '../shared/Curtain';
import { SPEED_SCALE } from '../shared/speed';
import { Log } from './parts/Log';
import { LordBoard } from './parts/LordBoard';
import { NainsScoreSheet } from './parts/ScoreSheet';
import { Notices } from '../../saves/Notices';
import { NainsBar } from './NainsBar';
import { Side } from './parts/Side';
import { Taverns } from './parts/Taverns';
import { useNainsAnim } from './parts/anim/useNainsAnim';
import { Stands } from './parts/Stands';
import { TableRulesOverlay } from '../shared/learn/TableRules';
import { TableCoach } from '../shared/learn/TableCoach';
import { useNainsLearn } from './learn/useNainsLearn';
import { NAINS_COACH, nainsSuggestedControls } from './learn/coach';
import { coachWords } from '../shared/learn/learnText';
import './nains.css';

export function useNainsActive(): boolean {
  return useSyncExternalStore(nainsSession.subscribe, () => nainsSession.get().active);
}

export function NainsScreen() {
  const live = useSyncExternalStore(nainsSession.subscribe, nainsSession.get);
  // The table draws the move it is animating; curtain, replay and saves follow the live game.
  const [anim, attach] = useNainsAnim(live);
  const snap = anim.snap;
  const speed = useSettings((s) => s.speed);
  const view = useMemo(() => nainsSession.view(anim.snap), [anim.snap]);
  const onPlay = useCallback((m: NainsMove) => void nainsSession.play(m), []);
  const legal = useMemo(() => (view && view.you !== null && !live.curtain && !live.replay ? nainsModule.legalMoves(view, view.you) : []), [view, live.curtain, live.replay]);
  const fresh = useMemo(() => freshCards(anim.snap.events), [anim.snap.events]);
  const learn = useNainsLearn();
  if (!view || !snap.state) return null;
  const viewerName = view.names[snap.viewer] ?? '';
  const controls = live.replay ? null : <Controls view={view} legal={legal} onPlay={onPlay} />;
  return (
    <div ref={attach} className="nains" data-anim={anim.busy ? 'busy' : 'rest'} data-testid="nains-screen" data-mode={live.replay ? 'replay' : 'play'} style={{ '--nains-speed': SPEED_SCALE[speed] } as CSSProperties}>
      <NainsBar viewerName={viewerName} rulesLabel={learn.rulesButton} replay={live.replay} undoSeat={live.undoSeat} over={live.state?.step === 'over'} />
      {live.curtain && !live.replay ? (
        <Curtain game="nains" name={viewerName} onLift={() => nainsSession.lift()} />
      ) : (
        <div className="nains-body">
          <Taverns view={view} legal={legal} onPlay={onPlay} />
          <main className="nains-lords">
            {view.names.map((_, i) => <LordBoard key={i} view={view} seat={i} fresh={fresh} active={view.awaiting.includes(seatId(i))} />)}
            <Log log={snap.log.slice(0, snap.log.length - Math.min(anim.hidden, snap.log.length))} names={view.names} />
            {!live.replay && <TableCoach game="nains" steps={NAINS_COACH} view={view} words={coachWords(learn)} suggest={nainsSuggestedControls} />}
            <Stands view={view} />
          </main>
          <Side view={view} />
          {view.step === 'over' ? !anim.busy && <NainsScoreSheet state={view} scale={anim.scale} onNew={() => nainsSession.leave()} /> : controls}
        </div>
      )}
      <TableRulesOverlay doc={learn.rules} game="nains" />
      <Notices />
    </div>
  );
}
