import { app, BrowserWindow, Menu } from 'electron';
import { IPC_CHANNELS, IPC_EVENTS } from '../shared/ipc';
import type { MenuAction } from '../shared/menu';
import { handle } from './ipc';
import { menuTemplate } from './menuTemplate';
import { nativeLanguage, onNativeLanguage } from './nativeLanguage';
import { createQuitFlow } from './quitFlow';

/** How long Quit waits for the page to autosave before quitting anyway. */
const QUIT_GRACE_MS = 2000;

function mainWindow(): BrowserWindow | undefined {
  return BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
}

/**
 * Quit asks the page first (it autosaves, then calls `quit()`), so players can leave at any
 * moment, the window's close button included, and continue later.
 */
const quitFlow = createQuitFlow({
  askPage: () => {
    const window = mainWindow();
    if (!window || window.webContents.isDestroyed()) return false;
    window.webContents.send(IPC_EVENTS.menuAction, 'quit');
    return true;
  },
  quit: () => app.quit(),
  later: (ms, run) => setTimeout(run, ms).unref(),
}, QUIT_GRACE_MS);

function holdCloseForAutosave(window: BrowserWindow): void {
  window.on('close', (event) => {
    if (!quitFlow.mayClose()) event.preventDefault();
  });
}

function onAction(action: MenuAction): void {
  if (action === 'quit') quitFlow.request();
  else mainWindow()?.webContents.send(IPC_EVENTS.menuAction, action);
}

function buildMenu(): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate({
    platform: process.platform,
    dev: !app.isPackaged,
    appName: app.getName(),
    language: nativeLanguage(),
    onAction,
  })));
}

export function setupMenu(): void {
  buildMenu();
  onNativeLanguage(buildMenu);
  handle(IPC_CHANNELS.appQuit, () => {
    quitFlow.confirm();
  });
  for (const window of BrowserWindow.getAllWindows()) holdCloseForAutosave(window);
  app.on('browser-window-created', (_event, window) => holdCloseForAutosave(window));
}
