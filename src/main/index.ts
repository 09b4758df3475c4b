import { app } from 'electron';
import { setupIpc } from './ipc';
import { setupLan } from './lan/setupLan';
import { setupMenu } from './menu';
import { setupNativeLanguage } from './nativeLanguage';
import { setupSaves } from './saves';
import { setupSecurity } from './security';
import { claimSingleInstance } from './singleInstance';
import { setupWindowState } from './windowState';
import { focusMainWindow, setupWindows } from './windows';

// A packaged app never loads a page named by the environment (see devServerUrl).
if (app.isPackaged) Reflect.deleteProperty(process.env, 'ELECTRON_RENDERER_URL');

// One setup per concern, in order: guards first, then windows, then the channels they use.
if (claimSingleInstance(app, focusMainWindow)) {
  void app.whenReady().then(() => {
    setupSecurity();
    setupWindowState();
    setupWindows();
    setupIpc();
    setupNativeLanguage();
    setupMenu();
    setupSaves();
    setupLan();
  });
}
