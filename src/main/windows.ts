import { app, BrowserWindow } from 'electron';
import { fileURLToPath } from 'node:url';
import { devServerUrl, windowWebPreferences } from './securityPolicy';

// Built layout: out/main/index.js beside out/preload/index.cjs and out/renderer/index.html.
const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
const rendererIndex = fileURLToPath(new URL('../renderer/index.html', import.meta.url));

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    show: false,
    backgroundColor: '#1f5e3b',
    title: 'Mirianth Wars',
    webPreferences: windowWebPreferences(preloadPath),
  });
  // Showing only once painted avoids a white flash before the felt appears.
  window.once('ready-to-show', () => window.show());

  const devUrl = devServerUrl();
  if (devUrl) void window.loadURL(devUrl);
  else void window.loadFile(rendererIndex);
  return window;
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
