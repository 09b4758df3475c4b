/**
 * Remembers the main window's size, position and maximized/full-screen state across launches,
 * in `<userData>/window-state.json`. Works on whatever window `windows.ts` creates first, so
 * window creation itself stays in one place.
 */
import { app, screen, type BrowserWindow } from 'electron';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { parseWindowState, placeWindow, type WindowState } from './windowStatePolicy';

const SAVE_DELAY_MS = 500;

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function capture(window: BrowserWindow): WindowState {
  // Normal bounds: what the window returns to when un-maximized, which is what to remember.
  const b = window.getNormalBounds();
  return { x: b.x, y: b.y, width: b.width, height: b.height, maximized: window.isMaximized(), fullScreen: window.isFullScreen() };
}

function track(window: BrowserWindow, path: string): void {
  let timer: NodeJS.Timeout | undefined;
  const saveLater = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!window.isDestroyed()) writeFileAtomic(path, JSON.stringify(capture(window))).catch(() => undefined);
    }, SAVE_DELAY_MS);
  };
  window.on('resize', saveLater);
  window.on('move', saveLater);
  window.on('maximize', saveLater);
  window.on('unmaximize', saveLater);
  window.on('enter-full-screen', saveLater);
  window.on('leave-full-screen', saveLater);
  window.on('close', () => {
    clearTimeout(timer);
    // Synchronous: the app may be quitting, and a later write would never happen.
    try {
      writeFileAtomic.sync(path, JSON.stringify(capture(window)));
    } catch {
      // A window that cannot remember its place still closes.
    }
  });
}

/** Call before `setupWindows()`: it places the first window as soon as it is created. */
export function setupWindowState(): void {
  const path = join(app.getPath('userData'), 'window-state.json');
  const saved = parseWindowState(readText(path));
  let placedOne = false;
  app.on('browser-window-created', (_event, window) => {
    if (placedOne) return;
    placedOne = true;
    const primary = screen.getPrimaryDisplay();
    const others = screen.getAllDisplays().filter((d) => d.id !== primary.id);
    const placement = placeWindow(saved, [primary.workArea, ...others.map((d) => d.workArea)]);
    window.setBounds(placement.bounds);
    // The window is still hidden (windows.ts shows it once painted); restore the mode then.
    window.once('ready-to-show', () => {
      if (placement.fullScreen) window.setFullScreen(true);
      else if (placement.maximized) window.maximize();
    });
    track(window, path);
  });
}
