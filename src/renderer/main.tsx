import './cspSafe';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

// ?bench=1 runs the scripted table benchmark (scripts/benchTable.mjs), ?bench=nains and
// ?bench=miremarsh those tables' busiest scenes; the bench modules load only then.
const bench = new URLSearchParams(window.location.search).get('bench');
if (bench === 'nains' || bench === 'miremarsh') void import('./bench/moduleBench').then((m) => m.runModuleBench(bench));
else if (bench !== null) void import('./games/mirianth/bench/benchScript').then((m) => m.runBench());

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
