import './cspSafe';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startRuntime } from './game/runtime';
import { settings } from './game/settings';
import { initI18n } from './i18n';
import './hud/hud.css';
import './styles.css';
import { fontsReady } from './table/fonts';

initI18n(settings.get().language);
startRuntime();
void fontsReady();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
