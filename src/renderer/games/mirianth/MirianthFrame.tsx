/**
 * Mirianth's frame around its table: the top bar, the new-game and LAN screens, replay, the HUD,
 * the guided game's layer, saves, shortcuts and rules. The app shows it while no other game's own
 * screen is on.
 */
import { Suspense } from 'react';
import { LanScreens } from '../../app/lazyScreens';
import { NewGameScreen } from '../../hud/NewGameScreen';
import { TopBar } from './hud/TopBar';
import { useLanActive, useLanScreenShown, useOwnBarTableShown } from '../../lan/LanEntry';
import { Notices } from '../../saves/Notices';
import { useSession } from './game/useSession';
import { GameHud } from './hud/GameHud';
import { CoachLayer, ReplayScreen } from './lazyScreens';
import { RulesOverlay } from './rules/RulesEntry';

export function MirianthFrame() {
  const screen = useSession((s) => s.screen);
  const lanActive = useLanActive();
  // The LAN screens' code loads only when one is shown, not while the page checks for a LAN host.
  const lanShown = useLanScreenShown();
  // A Nains or Miremarsh LAN table draws its own shell bar over this frame.
  const moduleTable = useOwnBarTableShown();
  return (
    <div className="hud">
      {!moduleTable && <TopBar />}
      <Suspense fallback={null}>
        {lanActive ? lanShown && <LanScreens /> : screen === 'newGame' ? <NewGameScreen /> : screen === 'replay' ? <ReplayScreen /> : <GameHud />}
      </Suspense>
      {screen === 'playing' && !lanActive && <Suspense fallback={null}><CoachLayer /></Suspense>}
      <Notices />
      <RulesOverlay />
    </div>
  );
}
