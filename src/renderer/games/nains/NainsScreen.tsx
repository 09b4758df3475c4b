/**
 * The Nains table (React DOM) for every transport: taverns, the Lords' cities, the answers and the
 * score sheet over a table session — the local game (with its curtain, Undo, saves and replay) or
 * a LAN table (the host's views, with the platform's LAN bar and chat; the host keeps the game).
 */
import { useCallback, useMemo, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { seatId } from '../../../engine/kit/ids';
import { nainsModule } from '../../../engine/games/nains/module';
import type { NainsEvent, NainsMove, NainsView } from '../../../engine/games/nains/types';
import { useSettings } from '../../game/useSettings';
import { asGameSession } from '../../session/lanTransport';
import type { TableSession } from '../../session/tableSession';
import { useTableSession } from '../../session/useTableSession';
import type { LanTableProps } from '../gameTable';
import { nainsLocal, nainsSession } from './nainsSession';
import { freshCards } from './parts/cards';
import { Controls } from './parts/Controls';
import { Curtain } from '../shared/Curtain';
import { LanTableHead } from '../shared/LanTableHead';
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
import { TableRulesButton, TableRulesOverlay } from '../shared/learn/TableRules';
import { TableCoach } from '../shared/learn/TableCoach';
import { useNainsLearn } from './learn/useNainsLearn';
import { NAINS_COACH, nainsSuggestedControls } from './learn/coach';
import { coachWords } from '../shared/learn/learnText';
import './nains.css';

type NainsSession = TableSession<NainsView, NainsMove, NainsEvent>;

export function useNainsActive(): boolean {
  return useSyncExternalStore(nainsSession.subscribe, () => nainsSession.get().active);
}

/** The local game (no props) or, given a LAN seat's session, bar and chat, a LAN table. */
export function NainsScreen({ session: seat, bar, chat }: Partial<LanTableProps>) {
  const session = useMemo((): NainsSession => (seat ? asGameSession<NainsView, NainsMove, NainsEvent>(seat) : nainsLocal), [seat]);
  return <NainsTable key={seat ? 'lan' : 'local'} session={session} lanBar={bar} chat={chat} />;
}

function NainsTable({ session, lanBar, chat }: { session: NainsSession; lanBar?: ReactNode; chat?: ReactNode }) {
  const { t } = useTranslation();
  const live = useTableSession(session);
  // The table draws the move it is animating; curtain, replay and saves follow the live game.
  const [anim, attach] = useNainsAnim(session, live);
  const snap = anim.snap;
  const speed = useSettings((s) => s.speed);
  const view = snap.view;
  const onPlay = useCallback((m: NainsMove) => session.play(m), [session]);
  const legal = useMemo(() => (view && view.you !== null && live.mover !== null ? nainsModule.legalMoves(view, view.you) : []), [view, live.mover]);
  const fresh = useMemo(() => freshCards(snap.events), [snap.events]);
  const learn = useNainsLearn();
  if (!view) return null;
  const lan = live.transport === 'lan';
  const viewerName = view.you === null ? '' : view.names[view.you] ?? '';
  const controls = live.replay || view.you === null ? null : <Controls view={view} legal={legal} onPlay={onPlay} refusal={live.connection?.refusal ?? null} />;
  const rules = <TableRulesButton label={learn.rulesButton} />;
  return (
    <div ref={attach} className="nains" data-anim={anim.busy ? 'busy' : 'rest'} data-testid="nains-screen" data-mode={lan ? 'lan' : live.replay ? 'replay' : 'play'} style={{ '--nains-speed': SPEED_SCALE[speed] } as CSSProperties}>
      {lan ? (
        <LanTableHead game="nains" title={t('nains.title')} shown={view.you === null ? t('lan.spectator.shown') : t('nains.shown', { name: viewerName })}
          bar={lanBar} refusal={live.connection?.refusal ?? null} rules={rules} />
      ) : (
        <NainsBar viewerName={viewerName} rulesLabel={learn.rulesButton} replay={live.replay} undoSeat={live.undoSeat} over={live.view?.step === 'over'} />
      )}
      {live.curtain ? (
        <Curtain game="nains" name={viewerName} onLift={() => session.lift?.()} />
      ) : (
        <div className="nains-body">
          <Taverns view={view} legal={legal} onPlay={onPlay} />
          <main className="nains-lords">
            {view.names.map((_, i) => <LordBoard key={i} view={view} seat={i} fresh={fresh} active={view.awaiting.includes(seatId(i))} />)}
            <Log log={snap.log.slice(0, snap.log.length - Math.min(anim.hidden, snap.log.length))} names={view.names} />
            {chat}
            {!live.replay && !lan && <TableCoach game="nains" steps={NAINS_COACH} view={view} words={coachWords(learn)} suggest={nainsSuggestedControls} />}
            <Stands view={view} />
          </main>
          <Side view={view} />
          {view.step === 'over' ? !anim.busy && <NainsScoreSheet state={view} scale={anim.scale} onNew={() => session.leave()} /> : controls}
        </div>
      )}
      <TableRulesOverlay doc={learn.rules} game="nains" />
      <Notices />
    </div>
  );
}
