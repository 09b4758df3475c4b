/**
 * A Miremarsh table played over the LAN (or watched): the local table's parts (swamp map, dice,
 * challenge, answers, goblins, log, score sheet) over the view the host sent. A spectator's view
 * holds no peek and no face-down tile; their table offers no answers.
 */
import { useCallback, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { MiremarshEvent } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { useSettings } from '../../game/useSettings';
import { SPEED_SCALE } from '../shared/speed';
import { ChallengePanel } from './parts/ChallengePanel';
import { Controls, targetOf } from './parts/Controls';
import { DicePool } from './parts/DicePool';
import { Goblins } from './parts/Goblins';
import { Log } from './parts/Log';
import { MmScoreSheet } from './parts/MmScoreSheet';
import { SwampMap } from './parts/SwampMap';
import type { ModuleRemote, ModuleRemoteSnapshot } from '../../lan/moduleRemote';
import { lanErrorText } from '../../lan/useLanClient';
import './miremarsh.css';

type PayMove = Extract<MiremarshMove, { type: 'pay' }>;
interface Props { snap: ModuleRemoteSnapshot; remote: ModuleRemote; bar: ReactNode; chat: ReactNode }

export function MiremarshLanTable({ snap, remote, bar, chat }: Props) {
  const { t } = useTranslation();
  const speed = useSettings((s) => s.speed);
  // The host sends this game's views only to this game's table.
  const view = snap.view as MiremarshView;
  const before = snap.previous as MiremarshView | null;
  const events = snap.events as MiremarshEvent[];
  const log = snap.log as MiremarshEvent[];
  const [focusAt, setFocusAt] = useState<{ seq: number; space: string | null }>({ seq: -1, space: null });
  const [hoverAt, setHoverAt] = useState<{ seq: number; dice: readonly number[] }>({ seq: -1, dice: [] });
  const focus = focusAt.seq === snap.seq ? focusAt.space : null;
  const hover = hoverAt.seq === snap.seq ? hoverAt.dice : [];
  const onPlay = useCallback((m: MiremarshMove) => remote.play(m), [remote]);
  const legal = useMemo(() => (view.you !== null ? miremarshModule.legalMoves(view, view.you) : []), [view]);
  const pays = legal.filter((m): m is PayMove => m.type === 'pay');
  const others = legal.filter((m) => m.type !== 'pay');
  const targets = useMemo(() => new Set(legal.flatMap((m) => targetOf(m) ?? [])), [legal]);
  const rolled = events.some((e) => e.type === 'diceRolled');
  const ended = [...log].reverse().find((e) => e.type === 'gameEnded');
  const leastUseless: SeatId | null = ended?.type === 'gameEnded' ? ended.leastUseless : null;
  const turnName = view.seats[view.turn.seat]?.name ?? '';
  const shown = view.you === null ? t('lan.spectator.shown') : t('miremarsh.shown', { name: view.seats[view.you]?.name ?? '' });
  return (
    <div className="mm" data-testid="mm-screen" data-mode="lan" style={{ '--mm-speed': SPEED_SCALE[speed] } as CSSProperties}>
      <header className="mm-bar">
        <b>{t('miremarsh.title')}</b>
        <span className="round" data-testid="mm-round">{t('miremarsh.round', { n: view.round })}</span>
        <span className="seat-shown" data-testid="mm-viewer">{shown}</span>
      </header>
      {bar}
      {snap.refusal && <div className="lan-module-refusal" data-testid="lan-refusal">{lanErrorText(t, snap.refusal)}</div>}
      <div className="mm-body">
        <SwampMap view={view} events={events} creatureWas={before?.creature ?? null} targets={targets} focus={focus} seq={snap.seq}
          onFocus={(space) => setFocusAt({ seq: snap.seq, space })} />
        <div className="mm-side">
          <DicePool dice={view.turn.dice} rollKey={rolled ? snap.seq : null} chosen={new Set(hover)} owner={turnName} />
          <ChallengePanel view={view} pays={pays} spent={[]} onPlay={onPlay} onHover={(dice) => setHoverAt({ seq: snap.seq, dice })} />
          {view.step === 'over'
            ? <MmScoreSheet view={view} leastUseless={leastUseless} onNew={() => remote.dismiss()} />
            : view.you !== null && <Controls view={view} moves={others} focus={focus} collapse={view.step === 'act'} onPlay={onPlay} onFocus={(space) => setFocusAt({ seq: snap.seq, space })} seq={snap.seq} hint={false} />}
          <Goblins view={view} />
          <Log log={log} view={view} />
          {chat}
        </div>
      </div>
    </div>
  );
}
