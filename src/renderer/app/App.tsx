import { GameHud } from '../hud/GameHud';
import { NewGameScreen } from '../hud/NewGameScreen';
import { TopBar } from '../hud/TopBar';
import { useSession, useSettings } from '../game/useSession';
import { Table } from '../table/Table';

export function App() {
  const screen = useSession((s) => s.screen);
  const reduceMotion = useSettings((s) => s.reduceMotion);
  return (
    <div className={`app${reduceMotion ? ' reduce-motion' : ''}`} data-testid="app">
      <Table />
      <div className="hud">
        <TopBar />
        {screen === 'newGame' ? <NewGameScreen /> : <GameHud />}
      </div>
    </div>
  );
}
