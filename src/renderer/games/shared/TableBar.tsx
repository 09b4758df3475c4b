/**
 * A local table's top bar: the game's title, what the table adds (Miremarsh's round), whose eyes
 * the table shows (none in a replay), Undo/Save or the replay's steps, and the way out.
 * `game` prefixes the class and test ids (`<game>-bar`, `<game>-viewer`, `<game>-leave`).
 */
import type { ReactNode } from 'react';
import { SaveBar, type BarSession } from './SaveBar';
import { LeaveButton } from '../../hud/LeaveAsk';
import type { LocalReplay } from './localSession';
import type { SeatId } from '../../../engine/kit/ids';
import type { Store } from '../../store';

interface TableBarProps {
  game: string;
  ns: string;
  title: string;
  /** "Eyes of …", or empty in a replay. */
  shown: string;
  leaveLabel: string;
  session: BarSession & { leave(): void };
  savedMoves: Store<number>;
  replay: LocalReplay | null;
  undoSeat: SeatId | null;
  over: boolean;
  children?: ReactNode;
}

export function TableBar({ game, ns, title, shown, leaveLabel, session, savedMoves, replay, undoSeat, over, children }: TableBarProps) {
  return (
    <header className={`${game}-bar`}>
      <b>{title}</b>
      {children}
      <span className="seat-shown" data-testid={`${game}-viewer`}>{replay ? '' : shown}</span>
      <SaveBar game={game} ns={ns} session={session} savedMoves={savedMoves} replay={replay} undoSeat={undoSeat} over={over} />
      <LeaveButton label={leaveLabel} testId={`${game}-leave`} running={replay === null && !over} onLeave={() => session.leave()} />
    </header>
  );
}
