import { GameHud } from '../hud/GameHud';
import { NewGameScreen } from '../hud/NewGameScreen';
import { TopBar } from '../hud/TopBar';
import { LanScreens, useLanActive } from '../lan/LanScreens';
import { useSession, useSettings } from '../game/useSession';
import { ReplayScreen } from '../saves/ReplayScreen';
import { SavesOverlay } from '../saves/SavesOverlay';
import { Table } from '../table/Table';

export function App() {
  const screen = useSession((s) => s.screen);
  const reduceMotion = useSettings((s) => s.reduceMotion);
  const lanActive = useLanActive();
  return (
    <div className={`app${reduceMotion ? ' reduce-motion' : ''}`} data-testid="app">
      <Table />
      <div className="hud">
        <TopBar />
        {lanActive ? <LanScreens /> : screen === 'newGame' ? <NewGameScreen /> : screen === 'replay' ? <ReplayScreen /> : <GameHud />}
        <SavesOverlay />
      </div>
    </div>
  );
}
