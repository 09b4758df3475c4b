/** The in-game HUD: the sidebar (prompt, controls, hint beside them, log; Undo is in the top bar beside Save), seat plates, the card inspector and the score sheet. */
import type { ReactNode } from 'react';
import { useSession } from '../game/useSession';
import { ActionPanel } from './ActionPanel';
import { CardInspector } from './CardInspector';
import { GameLog } from './GameLog';
import { HintButton } from './HintButton';
import { Prompt } from './Prompt';
import { ScoreSheet } from './ScoreSheet';
import { SeatPlates } from './SeatPlates';
import { PromiseLedger } from './panels/PromiseLedger';
import { RecapCard } from '../review/RecapCard';
import { TableText } from './TableText';
import { TableCardFocus } from './TableCardFocus';

/** `top` and `bottom` go above the prompt and below the log (the LAN table's status and chat). */
export function GameHud({ top, bottom }: { top?: ReactNode; bottom?: ReactNode }) {
  const gameId = useSession((s) => s.gameId);
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
        {/* The Hint beside the answers, as every game has it (Undo sits in the top bar beside Save). */}
        {/* At a LAN table too, as Nains' and Miremarsh's LAN tables have it: the AI reads this seat's own view only. */}
        <div className="sidebar-tools"><HintButton key={gameId} /></div>
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
