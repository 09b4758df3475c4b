import { Suspense, useEffect, type CSSProperties } from 'react';
import { platform } from '../platform';
import { installZoomMenu } from './zoomMenu';
import { GameHud } from '../games/mirianth/hud/GameHud';
import { NewGameScreen } from '../hud/NewGameScreen';
import { TopBar } from '../hud/TopBar';
import { KeyHelp } from '../hud/keys/KeyHelp';
import { installKeyboardPlay } from '../hud/keys/keyboardPlay';
import { useLanActive, useLanScreenShown } from '../lan/LanEntry';
import { useSession, useSettings } from '../games/mirianth/game/useSession';
import { RulesOverlay } from '../games/mirianth/rules/RulesEntry';
import { SavesOverlay } from '../saves/SavesOverlay';
import { Table } from '../games/mirianth/table/Table';
import { MiremarshScreen, NainsScreen, useMiremarshActive, useNainsActive } from './gameScreens';
import { CoachLayer, LanScreens, ReplayScreen } from './lazyScreens';

export function App() {
  const screen = useSession((s) => s.screen);
  const reduceMotion = useSettings((s) => s.reduceMotion);
  const uiScale = useSettings((s) => s.uiScale);
  const language = useSettings((s) => s.language);
  const lanActive = useLanActive();
  // The LAN screens' code loads only when one is shown, not while the page checks for a LAN host.
  const lanShown = useLanScreenShown();
  // A local Nains game has its own screen; Mirianth's HUD stays as it was.
  const nains = useNainsActive();
  const miremarsh = useMiremarshActive();
  useEffect(() => installKeyboardPlay(), []);
  useEffect(() => installZoomMenu(), []);
  // The desktop shell draws its menu and file dialogs in the page's language.
  useEffect(() => void platform.setLanguage(language).catch(() => undefined), [language]);
  return (
    <div className={`app${reduceMotion ? ' reduce-motion' : ''}`} data-testid="app" style={{ '--ui-scale': uiScale } as CSSProperties}>
      <Table />
      {nains || miremarsh ? <Suspense fallback={null}>{nains ? <NainsScreen /> : <MiremarshScreen />}</Suspense> : <div className="hud">
        <TopBar />
        <Suspense fallback={null}>
          {lanActive ? lanShown && <LanScreens /> : screen === 'newGame' ? <NewGameScreen /> : screen === 'replay' ? <ReplayScreen /> : <GameHud />}
        </Suspense>
        {screen === 'playing' && !lanActive && <Suspense fallback={null}><CoachLayer /></Suspense>}
        <SavesOverlay />
        <KeyHelp />
        <RulesOverlay />
      </div>}
    </div>
  );
}
