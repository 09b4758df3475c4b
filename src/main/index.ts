import { app } from 'electron';
import { setupIpc } from './ipc';
import { setupLan } from './lan/setupLan';
import { setupMenu } from './menu';
import { setupSaves } from './saves';
import { setupSecurity } from './security';
import { setupWindowState } from './windowState';
import { setupWindows } from './windows';

// One setup per concern, in order: guards first, then windows, then the channels they use.
void app.whenReady().then(() => {
  setupSecurity();
  setupWindowState();
  setupWindows();
  setupIpc();
  setupMenu();
  setupSaves();
  setupLan();
});
