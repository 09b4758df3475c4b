import { app, BrowserWindow } from 'electron';
import { appPages, PRELOAD_PATH, RENDERER_INDEX } from './appPages';
import { windowWebPreferences } from './securityPolicy';

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#1f5e3b',
    title: 'Mirianth Wars',
    webPreferences: windowWebPreferences(PRELOAD_PATH),
  });
  // Showing only once painted avoids a white flash before the felt appears.
  window.once('ready-to-show', () => window.show());

  const { dev } = appPages();
  if (dev) void window.loadURL(dev);
  else void window.loadFile(RENDERER_INDEX);
  return window;
}

/** A second launch brings the running window forward instead of opening another app. */
export function focusMainWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

export function setupWindows(): void {
  createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
