/** The Miremarsh table (React DOM): the swamp map, the dice, the challenge at hand, the goblins, the answers. */
import { useCallback, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { Die as DieState } from '../../../engine/games/miremarsh/state';
import { useSettings } from '../../game/useSettings';
import { Curtain } from '../shared/Curtain';
import { SPEED_SCALE } from '../shared/speed';
import { MiremarshBar } from './MiremarshBar';
import { Notices } from '../../saves/Notices';
import { miremarshSession } from './miremarshSession';
import { ChallengePanel } from './parts/ChallengePanel';
import { Controls, targetOf } from './parts/Controls';
import { DicePool } from './parts/DicePool';
import { Goblins } from './parts/Goblins';
import { Log } from './parts/Log';
import { MmScoreSheet } from './parts/MmScoreSheet';
import { SwampMap } from './parts/SwampMap';
import { useSwampSound } from './parts/useSwampSound';
import { TableRulesOverlay } from '../shared/learn/TableRules';
import { TableCoach } from '../shared/learn/TableCoach';
import { coachWords, learnTextFor } from '../shared/learn/learnText';
import { MIREMARSH_COACH, miremarshSuggestedControls } from './learn/coach';
import { mmMoveKey } from './learn/moveKey';
import { miremarshLearnEn } from './learn/text.en';
import { miremarshLearnPtBR } from './learn/text.ptBR';
import './miremarsh.css';

type PayMove = Extract<MiremarshMove, { type: 'pay' }>;

export function useMiremarshActive(): boolean {
  return useSyncExternalStore(miremarshSession.subscribe, () => miremarshSession.get().active);
}

export function MiremarshScreen() {
  const { i18n } = useTranslation();
  const learn = learnTextFor(i18n.language, miremarshLearnEn, miremarshLearnPtBR);
  const snap = useSyncExternalStore(miremarshSession.subscribe, miremarshSession.get);
  const speed = useSettings((s) => s.speed);
  const view = useMemo(() => miremarshSession.view(snap), [snap]);
  const before = useMemo(() => miremarshSession.previousView(snap), [snap]);
  // A focused space and hovered dice belong to one position: a new move clears them.
  const [focusAt, setFocusAt] = useState<{ seq: number; space: string | null }>({ seq: -1, space: null });
  const [hoverAt, setHoverAt] = useState<{ seq: number; dice: readonly number[] }>({ seq: -1, dice: [] });
  const [suggestAt, setSuggestAt] = useState<{ seq: number; key: string | null }>({ seq: -1, key: null });
  const suggested = suggestAt.seq === snap.seq ? suggestAt.key : null;
  const focus = focusAt.seq === snap.seq ? focusAt.space : null;
  const hover = hoverAt.seq === snap.seq ? hoverAt.dice : [];
  const setFocus = (space: string | null) => setFocusAt({ seq: snap.seq, space });
  const setHover = (dice: readonly number[]) => setHoverAt({ seq: snap.seq, dice });
  const onPlay = useCallback((m: MiremarshMove) => void miremarshSession.play(m), []);
  const legal = useMemo(() => (view && view.you !== null && !snap.curtain && !snap.replay ? miremarshModule.legalMoves(view, view.you) : []), [view, snap.curtain, snap.replay]);
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
  if (!view || !snap.state) return null;
  const viewerName = view.seats[snap.viewer]?.name ?? '';
  const rolled = snap.events.some((e) => e.type === 'diceRolled');
  const ended = [...snap.log].reverse().find((e) => e.type === 'gameEnded');
  const leastUseless: SeatId | null = ended?.type === 'gameEnded' ? ended.leastUseless : null;
  const turnName = view.seats[view.turn.seat]?.name ?? '';
  return (
    <div className="mm" data-testid="mm-screen" data-mode={snap.replay ? 'replay' : 'play'} style={{ '--mm-speed': SPEED_SCALE[speed] } as CSSProperties}>
      <MiremarshBar viewerName={viewerName} round={view.round} rulesLabel={learn.rulesButton} replay={snap.replay} undoSeat={snap.undoSeat} over={view.step === 'over'} />
      {snap.curtain && !snap.replay ? (
        <Curtain game="mm" ns="miremarsh" name={viewerName} onLift={() => miremarshSession.lift()} />
      ) : (
        <div className="mm-body">
          <SwampMap view={view} events={snap.events} creatureWas={before?.creature ?? null} targets={targets} focus={focus} seq={snap.seq} onFocus={setFocus} />
          <div className="mm-side">
            {!snap.replay && moment && <TableCoach game="miremarsh" steps={MIREMARSH_COACH} view={moment} words={coachWords(learn)} suggest={miremarshSuggestedControls} />}
            <DicePool dice={view.turn.dice} rollKey={rolled ? snap.seq : null} chosen={new Set(hover)} owner={turnName} />
            <ChallengePanel view={view} pays={pays} spent={spent} onPlay={onPlay} onHover={setHover} suggested={suggested} />
            {view.step === 'over'
              ? <MmScoreSheet view={view} leastUseless={leastUseless} onNew={() => miremarshSession.leave()} />
              : snap.replay ? null
                : <Controls view={view} moves={others} focus={focus} collapse={view.step === 'act'} onPlay={onPlay} onFocus={setFocus} seq={snap.seq} hint={legal.length > 0}
                  help={learn.help} suggested={suggested} onSuggest={(m) => setSuggestAt({ seq: snap.seq, key: mmMoveKey(m) })} />}
            <Goblins view={view} />
            <Log log={snap.log} view={view} />
          </div>
        </div>
      )}
      <TableRulesOverlay doc={learn.rules} game="miremarsh" />
      <Notices />
    </div>
  );
}
