/** The in-game HUD: the sidebar (prompt, controls, hint, log), seat plates, the card inspector and the score sheet. */
import { useSession } from '../game/useSession';
import { ActionPanel } from './ActionPanel';
import { CardInspector } from './CardInspector';
import { GameLog } from './GameLog';
import { HintButton } from './HintButton';
import { Prompt } from './Prompt';
import { ScoreSheet } from './ScoreSheet';
import { SeatPlates } from './SeatPlates';

export function GameHud() {
  const gameId = useSession((s) => s.gameId);
  return (
    <>
      <div className="table-overlay with-sidebar">
        <SeatPlates />
      </div>
      <aside className="sidebar" data-testid="sidebar">
        <Prompt />
        <ActionPanel />
        <HintButton key={gameId} />
        <GameLog />
      </aside>
      <CardInspector />
      <ScoreSheet />
    </>
  );
}
