/** The Miremarsh table's top bar: the shell bar with its title, the round, whose eyes, Undo/Save and New game. */
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import { ShellBar } from '../../shell/ShellBar';
import type { LocalReplay } from '../shared/localSession';
import { SaveBar } from '../shared/SaveBar';
import { LIST_SHORTCUTS } from '../shared/tableShortcuts';
import { TableRulesButton } from '../shared/learn/TableRules';
import { miremarshSaves } from './miremarshSaves';
import { miremarshSession } from './miremarshSession';

interface MiremarshBarProps {
  viewerName: string;
  round: number;
  rulesLabel: string;
  replay: LocalReplay | null;
  undoSeat: SeatId | null;
  over: boolean;
}

export function MiremarshBar({ viewerName, round, rulesLabel, replay, undoSeat, over }: MiremarshBarProps) {
  const { t } = useTranslation();
  const running = replay === null && !over;
  const shown = replay ? '' : t('miremarsh.shown', { name: viewerName });
  return (
    <ShellBar slot={{
      game: 'mm', testId: 'mm-bar', titleTestId: 'mm-title', title: t('miremarsh.title'), playing: true,
      line: (
        <span className="shell-line">
          <span className="round" data-testid="mm-round">{t('miremarsh.round', { n: round })}</span>
          <span className="seat-shown" data-testid="mm-viewer" title={shown}>{shown}</span>
        </span>
      ),
      rules: <TableRulesButton label={rulesLabel} />,
      shortcuts: LIST_SHORTCUTS,
      save: <SaveBar game="mm" ns="miremarsh" session={miremarshSession} savedMoves={miremarshSaves.savedMoves} replay={replay} undoSeat={undoSeat} over={over} />,
      load: 'miremarsh',
      exit: { testId: 'mm-leave', running: () => running, leave: () => miremarshSession.leave() },
    }} />
  );
}
