import './cspSafe';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { defaultTable, tableOf } from './games/registry';
import { startRuntime } from './game/runtime';
import { lan } from './lan/lanStore';
import { settings } from './game/settings';
import { initI18n } from './i18n';
import './hud/hud.css';
import './styles.css';
import { fontsReady } from './app/fonts';

initI18n(settings.get().language);
startRuntime();
// A page served by a LAN host opens on its join screen.
void lan.detect();
void fontsReady();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// ?bench=<game id> runs that table's scripted benchmark (scripts/benchTable.mjs); ?bench=1 the
// default game's. The bench modules load only then.
const bench = new URLSearchParams(window.location.search).get('bench');
if (bench !== null) void (tableOf(bench) ?? defaultTable()).bench?.();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
