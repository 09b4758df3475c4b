/**
 * The Miremarsh table (React DOM) for every transport: the swamp map, the dice, the challenge at
 * hand, the goblins, the answers, hints and sounds over a table session — the local game (with its
 * curtain, Undo, saves and replay) or a LAN table (the host's views, with the platform's LAN bar
 * and chat; the host keeps the game).
 */
import { useCallback, useMemo, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { Die as DieState, MiremarshEvent } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { asGameSession } from '../../session/lanTransport';
import type { TableSession } from '../../session/tableSession';
import { useTableSession } from '../../session/useTableSession';
import type { LanTableProps } from '../gameTable';
import { LanTableHead } from '../shared/LanTableHead';
import { useSettings } from '../../game/useSettings';
import { Curtain } from '../shared/Curtain';
import { SPEED_SCALE } from '../shared/speed';
import { MiremarshBar } from './MiremarshBar';
import { Notices } from '../../saves/Notices';
import { miremarshLocal, miremarshSession } from './miremarshSession';
import { ChallengePanel } from './parts/ChallengePanel';
import { Controls, targetOf } from './parts/Controls';
import { DicePool } from './parts/DicePool';
import { Goblins } from './parts/Goblins';
import { Log } from './parts/Log';
import { MmScoreSheet } from './parts/MmScoreSheet';
import { SwampMap } from './parts/SwampMap';
import { useSwampSound } from './parts/useSwampSound';
import { TableRulesButton, TableRulesOverlay } from '../shared/learn/TableRules';
import { TableCoach } from '../shared/learn/TableCoach';
import { coachWords, learnTextFor } from '../shared/learn/learnText';
import { MIREMARSH_COACH, miremarshSuggestedControls } from './learn/coach';
import { mmMoveKey } from './learn/moveKey';
import { miremarshLearnEn } from './learn/text.en';
import { miremarshLearnPtBR } from './learn/text.ptBR';
import './miremarsh.css';

type PayMove = Extract<MiremarshMove, { type: 'pay' }>;
type MmSession = TableSession<MiremarshView, MiremarshMove, MiremarshEvent>;

export function useMiremarshActive(): boolean {
  return useSyncExternalStore(miremarshSession.subscribe, () => miremarshSession.get().active);
}

/** The local game (no props) or, given a LAN seat's session, bar and chat, a LAN table. */
export function MiremarshScreen({ session: seat, bar, chat }: Partial<LanTableProps>) {
  const session = useMemo((): MmSession => (seat ? asGameSession<MiremarshView, MiremarshMove, MiremarshEvent>(seat) : miremarshLocal), [seat]);
  return <MiremarshTable key={seat ? 'lan' : 'local'} session={session} lanBar={bar} chat={chat} />;
}

function MiremarshTable({ session, lanBar, chat }: { session: MmSession; lanBar?: ReactNode; chat?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const learn = learnTextFor(i18n.language, miremarshLearnEn, miremarshLearnPtBR);
  const snap = useTableSession(session);
  const speed = useSettings((s) => s.speed);
  const view = snap.view;
  const before = snap.previous;
  // A focused space and hovered dice belong to one position: a new move clears them.
  const [focusAt, setFocusAt] = useState<{ seq: number; space: string | null }>({ seq: -1, space: null });
  const [hoverAt, setHoverAt] = useState<{ seq: number; dice: readonly number[] }>({ seq: -1, dice: [] });
  const [suggestAt, setSuggestAt] = useState<{ seq: number; key: string | null }>({ seq: -1, key: null });
  const suggested = suggestAt.seq === snap.seq ? suggestAt.key : null;
  const focus = focusAt.seq === snap.seq ? focusAt.space : null;
  const hover = hoverAt.seq === snap.seq ? hoverAt.dice : [];
  const setFocus = (space: string | null) => setFocusAt({ seq: snap.seq, space });
  const setHover = (dice: readonly number[]) => setHoverAt({ seq: snap.seq, dice });
  const onPlay = useCallback((m: MiremarshMove) => session.play(m), [session]);
  const legal = useMemo(() => (view && view.you !== null && snap.mover !== null ? miremarshModule.legalMoves(view, view.you) : []), [view, snap.mover]);
  const pays = legal.filter((m): m is PayMove => m.type === 'pay');
  const others = legal.filter((m) => m.type !== 'pay');
  const targets = useMemo(() => new Set(legal.flatMap((m) => targetOf(m) ?? [])), [legal]);
  const spent = useMemo((): DieState[] => {
    const m = snap.lastMove;
    if (!before || m?.type !== 'pay') return [];
    return m.pay.flatMap((p) => ('die' in p ? before.turn.dice[p.die] ?? [] : []));
  }, [before, snap.lastMove]);
  useSwampSound(snap.seq, snap.events, snap.lastMove);
  // The lesson's first challenge won: the person paid one (the log holds the game's recent events).
  const won = useMemo(() => snap.log.some((e) => e.type === 'challengePaid' && e.seat === 0) || (view?.seats[0]?.quests.length ?? 0) > 0, [snap.log, view]);
  const moment = useMemo(() => (view ? { view, won } : null), [view, won]);
  if (!view) return null;
  const lan = snap.transport === 'lan';
  const viewerName = view.you === null ? '' : view.seats[view.you]?.name ?? '';
  const round = <span className="round" data-testid="mm-round">{t('miremarsh.round', { n: view.round })}</span>;
  const rules = <TableRulesButton label={learn.rulesButton} />;
  const rolled = snap.events.some((e) => e.type === 'diceRolled');
  const ended = [...snap.log].reverse().find((e) => e.type === 'gameEnded');
  const leastUseless: SeatId | null = ended?.type === 'gameEnded' ? ended.leastUseless : null;
  const turnName = view.seats[view.turn.seat]?.name ?? '';
  return (
    <div className="mm" data-testid="mm-screen" data-mode={lan ? 'lan' : snap.replay ? 'replay' : 'play'} style={{ '--mm-speed': SPEED_SCALE[speed] } as CSSProperties}>
      {lan ? (
        <LanTableHead game="mm" title={t('miremarsh.title')} shown={view.you === null ? t('lan.spectator.shown') : t('miremarsh.shown', { name: viewerName })}
          bar={lanBar} refusal={snap.connection?.refusal ?? null} rules={rules} lead={round} />
      ) : (
        <MiremarshBar viewerName={viewerName} round={view.round} rulesLabel={learn.rulesButton} replay={snap.replay} undoSeat={snap.undoSeat} over={view.step === 'over'} />
      )}
      {snap.curtain ? (
        <Curtain game="mm" ns="miremarsh" name={viewerName} onLift={() => session.lift?.()} />
      ) : (
        <div className="mm-body">
          <SwampMap view={view} events={snap.events} creatureWas={before?.creature ?? null} targets={targets} focus={focus} seq={snap.seq} onFocus={setFocus} />
          <div className="mm-side">
            {!snap.replay && !lan && moment && <TableCoach game="miremarsh" steps={MIREMARSH_COACH} view={moment} words={coachWords(learn)} suggest={miremarshSuggestedControls} />}
            <DicePool dice={view.turn.dice} rollKey={rolled ? snap.seq : null} chosen={new Set(hover)} owner={turnName} />
            <ChallengePanel view={view} pays={pays} spent={spent} onPlay={onPlay} onHover={setHover} suggested={suggested} />
            {view.step === 'over'
              ? <MmScoreSheet view={view} leastUseless={leastUseless} onNew={() => session.leave()} />
              : snap.replay || view.you === null ? null
                : <Controls view={view} moves={others} focus={focus} collapse={view.step === 'act'} onPlay={onPlay} onFocus={setFocus} seq={snap.seq} hint={legal.length > 0}
                  help={learn.help} suggested={suggested} onSuggest={(m) => setSuggestAt({ seq: snap.seq, key: mmMoveKey(m) })} />}
            <Goblins view={view} />
            <Log log={snap.log} view={view} />
            {chat}
          </div>
        </div>
      )}
      <TableRulesOverlay doc={learn.rules} game="miremarsh" />
      <Notices />
    </div>
  );
}
