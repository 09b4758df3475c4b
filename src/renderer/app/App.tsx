import { useEffect, type CSSProperties } from 'react';
import { platform } from '../platform';
import { installZoomMenu } from './zoomMenu';
import { installKeyboardPlay } from '../hud/keys/keyboardPlay';
import { useSettings } from '../game/useSettings';
import { TABLES, defaultTable } from '../games/registry';
import { ScreenHost } from './ScreenHost';
import { prefetchScreens } from './lazyScreens';
import { onTableReady } from './tableReady';

export function App() {
  const reduceMotion = useSettings((s) => s.reduceMotion);
  const uiScale = useSettings((s) => s.uiScale);
  const language = useSettings((s) => s.language);
  useEffect(() => installKeyboardPlay(), []);
  useEffect(() => installZoomMenu(), []);
  useEffect(() => onTableReady(prefetchScreens), []);
  // The desktop shell draws its menu and file dialogs in the page's language.
  useEffect(() => void platform.setLanguage(language).catch(() => undefined), [language]);
  const backdrops = TABLES.flatMap((t) => (t.Backdrop ? [{ id: t.id, Backdrop: t.Backdrop }] : []));
  return (
    <div className={`app${reduceMotion ? ' reduce-motion' : ''}`} data-testid="app" style={{ '--ui-scale': uiScale } as CSSProperties}>
      {backdrops.map(({ id, Backdrop }) => <Backdrop key={id} />)}
      {/* A game with its own screen (Nains, Miremarsh) shows it; otherwise the default game's frame. */}
      <ScreenHost tables={TABLES} home={defaultTable()} />
    </div>
  );
}
