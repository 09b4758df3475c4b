/**
 * A module table's top bar (Nains, Miremarsh): the shell bar with the game's title, an optional
 * lead (Miremarsh's round), whose eyes the table shows, Undo/Save or the replay's steps, Load of the
 * game's own saves and New game. `game` prefixes the test ids (`<game>-bar`, `<game>-viewer`, …).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import { ShellBar } from '../../shell/ShellBar';
import type { Store } from '../../store';
import type { LocalReplay } from './localSession';
import { SaveBar, type BarSession } from './SaveBar';
import { LIST_SHORTCUTS } from './tableShortcuts';
import { TableRulesButton } from './learn/TableRules';

export interface ModuleBarProps {
  viewerName: string;
  rulesLabel: string;
  replay: LocalReplay | null;
  undoSeat: SeatId | null;
  over: boolean;
}

interface ModuleBarSetup {
  /** Test-id and class prefix. */
  game: string;
  /** Text namespace (`<ns>.title`, `<ns>.shown`, `<ns>.saves.*`). */
  ns: string;
  /** The game id whose saves Load lists. */
  load: string;
  session: BarSession & { leave(): void };
  savedMoves: Store<number>;
  lead?: ReactNode;
}

export function ModuleBar({ game, ns, load, session, savedMoves, lead, viewerName, rulesLabel, replay, undoSeat, over }: ModuleBarProps & ModuleBarSetup) {
  const { t } = useTranslation();
  const running = replay === null && !over;
  const shown = replay ? '' : t(`${ns}.shown`, { name: viewerName });
  return (
    <ShellBar slot={{
      game, testId: `${game}-bar`, titleTestId: `${game}-title`, title: t(`${ns}.title`), playing: true,
      line: (
        <span className="shell-line">
          {lead}
          <span className="seat-shown" data-testid={`${game}-viewer`} title={shown}>{shown}</span>
        </span>
      ),
      rules: <TableRulesButton label={rulesLabel} />,
      shortcuts: LIST_SHORTCUTS,
      save: <SaveBar game={game} ns={ns} session={session} savedMoves={savedMoves} replay={replay} undoSeat={undoSeat} over={over} />,
      load,
      exit: { testId: `${game}-leave`, running: () => running, leave: () => session.leave() },
    }} />
  );
}
