/**
 * A Nains table played over the LAN (or watched): the local table's parts (taverns, Lords'
 * boards, log, side, answers, score sheet) over the view the host sent. No curtain (one person per
 * screen), no saves or undo here (the host keeps the game).
 */
import { useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { seatId } from '../../../engine/kit/ids';
import { nainsModule } from '../../../engine/games/nains/module';
import type { NainsEvent, NainsMove, NainsView } from '../../../engine/games/nains/types';
import { useSettings } from '../../game/useSettings';
import { SPEED_SCALE } from '../shared/speed';
import { freshCards } from './parts/cards';
import { Controls } from './parts/Controls';
import { Log } from './parts/Log';
import { LordBoard } from './parts/LordBoard';
import { NainsScoreSheet } from './parts/ScoreSheet';
import { Side } from './parts/Side';
import { Stands } from './parts/Stands';
import { TableRulesOverlay } from '../shared/learn/TableRules';
import { useNainsLearn } from './learn/useNainsLearn';
import { Taverns } from './parts/Taverns';
import type { ModuleRemote, ModuleRemoteSnapshot } from '../../lan/moduleRemote';
import { lanErrorText } from '../../lan/useLanClient';
import './nains.css';

interface Props { snap: ModuleRemoteSnapshot; remote: ModuleRemote; bar: ReactNode; chat: ReactNode }

export function NainsLanTable({ snap, remote, bar, chat }: Props) {
  const { t } = useTranslation();
  const learn = useNainsLearn();
  const speed = useSettings((s) => s.speed);
  // The host sends this game's views only to this game's table.
  const view = snap.view as NainsView;
  const events = snap.events as NainsEvent[];
  const onPlay = useCallback((m: NainsMove) => remote.play(m), [remote]);
  const legal = useMemo(() => (view.you !== null ? nainsModule.legalMoves(view, view.you) : []), [view]);
  const fresh = useMemo(() => freshCards(events), [events]);
  const shown = view.you === null ? t('lan.spectator.shown') : t('nains.shown', { name: view.names[view.you] ?? '' });
  return (
    <div className="nains" data-testid="nains-screen" data-mode="lan" style={{ '--nains-speed': SPEED_SCALE[speed] } as CSSProperties}>
      <header className="nains-bar">
        <b>{t('nains.title')}</b>
        <span className="seat-shown" data-testid="nains-viewer">{shown}</span>
      </header>
      {bar}
      {snap.refusal && <div className="lan-module-refusal" data-testid="lan-refusal">{lanErrorText(t, snap.refusal)}</div>}
      <div className="nains-body">
        <Taverns view={view} legal={legal} onPlay={onPlay} />
        <main className="nains-lords">
          {view.names.map((_, i) => <LordBoard key={i} view={view} seat={i} fresh={fresh} active={view.awaiting.includes(seatId(i))} />)}
          <Log log={snap.log as NainsEvent[]} names={view.names} />
          {chat}
          <Stands view={view} />
        </main>
        <Side view={view} />
        {view.step === 'over' ? <NainsScoreSheet state={view} onNew={() => remote.dismiss()} /> : view.you !== null && <Controls view={view} legal={legal} onPlay={onPlay} />}
      </div>
      <TableRulesOverlay doc={learn.rules} game="nains" />
    </div>
  );
}
