import { app, BrowserWindow, Menu } from 'electron';
import { IPC_CHANNELS, IPC_EVENTS } from '../shared/ipc';
import type { MenuAction } from '../shared/menu';
import { handle } from './ipc';
import { menuTemplate } from './menuTemplate';

/** How long Quit waits for the page to autosave before quitting anyway. */
const QUIT_GRACE_MS = 2000;

function mainWindow(): BrowserWindow | undefined {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
}

let quitRequested = false;

/**
 * Quit asks the page first (it autosaves, then calls `quit()`), so players can leave at any
 * moment and continue later. A page that does not answer in time, or a second Quit, quits anyway.
 */
function requestQuit(): void {
  const window = mainWindow();
  if (!window || quitRequested) {
    app.quit();
    return;
  }
  quitRequested = true;
  window.webContents.send(IPC_EVENTS.menuAction, 'quit');
  setTimeout(() => app.quit(), QUIT_GRACE_MS).unref();
}

function onAction(action: MenuAction): void {
  if (action === 'quit') requestQuit();
  else mainWindow()?.webContents.send(IPC_EVENTS.menuAction, action);
}

export function setupMenu(): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({
    platform: process.platform,
    dev: !app.isPackaged,
    appName: app.getName(),
    onAction,
  })));
  handle(IPC_CHANNELS.appQuit, () => {
    app.quit();
  });
}
