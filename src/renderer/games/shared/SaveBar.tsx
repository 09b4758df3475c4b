/**
 * In a local table's bar: Undo (the latest human decision and the bot moves after it, never past
 * the module's barrier — a reveal, a deal, a roll) and Save; while a save is replayed, the replay's
 * steps instead. `game` prefixes the test ids and classes (`<game>-undo`, `<game>-replay-end`…);
 * `ns` names the locale block (`<ns>.saves.*`).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import { saveGame } from '../../saves/actions';
import { notify } from '../../saves/notices';
import { useStore, type Store } from '../../store';
import type { LocalReplay, LocalSession } from './localSession';

/** The session calls the bar makes (any game's `LocalSession` has them). */
export type BarSession = Pick<LocalSession<unknown, unknown, never, never>, 'undo' | 'timeline' | 'replayTo'> & { get(): { replay: LocalReplay | null } };

interface SaveBarProps {
  game: string;
  ns: string;
  session: BarSession;
  savedMoves: Store<number>;
  replay: LocalReplay | null;
  undoSeat: SeatId | null;
  over: boolean;
}

export function SaveBar({ game, ns, session, savedMoves, replay, undoSeat, over }: SaveBarProps) {
  const { t } = useTranslation();
  const saved = useStore(savedMoves);
  if (replay) return <ReplayBar game={game} ns={ns} session={session} index={replay.index} last={replay.last} />;
  if (over) return null;
  const undo = () => {
    if (session.undo()) notify('info', t(`${ns}.saves.undone`));
  };
  return (
    <>
      <button type="button" data-testid={`${game}-undo`} data-shortcut="undo" disabled={undoSeat === null} onClick={undo}
        title={undoSeat === null ? t(`${ns}.saves.undoNone`) : t(`${ns}.saves.undoTitle`)}>
        {t(`${ns}.saves.undo`)}
      </button>
      <button type="button" data-testid={`${game}-save`} data-moves={session.timeline()?.moves.length ?? 0} data-saved-moves={saved} onClick={() => void saveGame()}>{t(`${ns}.saves.save`)}</button>
    </>
  );
}

function ReplayBar({ game, ns, session, index, last }: { game: string; ns: string; session: BarSession; index: number; last: number }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') session.replayTo((session.get().replay?.index ?? 0) + 1);
      if (e.key === 'ArrowLeft') session.replayTo((session.get().replay?.index ?? 0) - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);
  const id = (what: string) => `${game}-replay-${what}`;
  return (
    <span className={`${game}-replay table-replay`} data-testid={`${game}-replay`}>
      <b>{t(`${ns}.saves.replay.title`)}</b>
      <button type="button" data-testid={id('start')} disabled={index === 0} onClick={() => session.replayTo(0)}>{t(`${ns}.saves.replay.start`)}</button>
      <button type="button" data-testid={id('back')} disabled={index === 0} onClick={() => session.replayTo(index - 1)}>{t(`${ns}.saves.replay.back`)}</button>
      <span data-testid={id('position')} data-index={index} data-last={last}>{t(`${ns}.saves.replay.position`, { n: index, last })}</span>
      <button type="button" data-testid={id('forward')} disabled={index >= last} onClick={() => session.replayTo(index + 1)}>{t(`${ns}.saves.replay.forward`)}</button>
      <button type="button" data-testid={id('end')} disabled={index >= last} onClick={() => session.replayTo(last)}>{t(`${ns}.saves.replay.end`)}</button>
    </span>
  );
}
