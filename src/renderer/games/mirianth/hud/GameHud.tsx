/** The in-game HUD: the sidebar (prompt, controls, hint, log), seat plates, the card inspector and the score sheet. */
import type { ReactNode } from 'react';
import { useIsLocal } from '../game/source';
import { useSession } from '../game/useSession';
import { ActionPanel } from './ActionPanel';
import { CardInspector } from './CardInspector';
import { GameLog } from './GameLog';
import { HintButton } from './HintButton';
import { Prompt } from './Prompt';
import { ScoreSheet } from './ScoreSheet';
import { SeatPlates } from './SeatPlates';
import { PromiseLedger } from './panels/PromiseLedger';
import { UndoButton } from '../saves/UndoButton';
import { RecapCard } from '../review/RecapCard';
import { TableText } from './TableText';
import { TableCardFocus } from './TableCardFocus';

/** `top` and `bottom` go above the prompt and below the log (the LAN table's status and chat). */
export function GameHud({ top, bottom }: { top?: ReactNode; bottom?: ReactNode }) {
  const gameId = useSession((s) => s.gameId);
  // A LAN game gets no AI hints: one human per screen, playing on their own.
  const local = useIsLocal();
  return (
    <>
      <div className="table-overlay with-sidebar">
        <SeatPlates />
      </div>
      <TableText />
      <aside className="sidebar" data-testid="sidebar">
        {top}
        <Prompt />
        <RecapCard />
        <ActionPanel />
        {/* One line for both, so a long deal form keeps the height at 1280×720. */}
        <div className="sidebar-tools">
          {local && <HintButton key={gameId} />}
          <UndoButton />
        </div>
        <PromiseLedger />
        <GameLog />
        {bottom}
      </aside>
      {/* After the sidebar: Tab reaches the decision first, then the table's cards. */}
      <TableCardFocus />
      <CardInspector />
      <ScoreSheet />
    </>
  );
}
