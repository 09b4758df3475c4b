import { app } from 'electron';
import { setupIpc } from './ipc';
import { setupSecurity } from './security';
import { setupWindows } from './windows';

// One setup per concern, in order: guards first, then windows, then the channels they use.
void app.whenReady().then(() => {
  setupSecurity();
  setupWindows();
  setupIpc();
});
