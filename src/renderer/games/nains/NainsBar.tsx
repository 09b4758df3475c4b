/** The Nains table's top bar: the shell bar with its title, whose eyes the table shows, Undo/Save and New game. */
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import { ShellBar } from '../../shell/ShellBar';
import type { LocalReplay } from '../shared/localSession';
import { SaveBar } from '../shared/SaveBar';
import { LIST_SHORTCUTS } from '../shared/tableShortcuts';
import { TableRulesButton } from '../shared/learn/TableRules';
import { nainsSavedMoves } from './nainsSaves';
import { nainsSession } from './nainsSession';

interface NainsBarProps {
  viewerName: string;
  rulesLabel: string;
  replay: LocalReplay | null;
  undoSeat: SeatId | null;
  over: boolean;
}

export function NainsBar({ viewerName, rulesLabel, replay, undoSeat, over }: NainsBarProps) {
  const { t } = useTranslation();
  const running = replay === null && !over;
  return (
    <ShellBar slot={{
      game: 'nains', testId: 'nains-bar', titleTestId: 'nains-title', title: t('nains.title'), playing: true,
      line: <span className="shell-line"><span className="seat-shown" data-testid="nains-viewer">{replay ? '' : t('nains.shown', { name: viewerName })}</span></span>,
      rules: <TableRulesButton label={rulesLabel} />,
      shortcuts: LIST_SHORTCUTS,
      save: <SaveBar game="nains" ns="nains" session={nainsSession} savedMoves={nainsSavedMoves} replay={replay} undoSeat={undoSeat} over={over} />,
      load: 'nains',
      exit: { testId: 'nains-leave', running: () => running, leave: () => nainsSession.leave() },
    }} />
  );
}
