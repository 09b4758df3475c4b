import type { App } from 'electron';

/**
 * One running app per user: two instances would write the same autosave folder and overwrite
 * each other's saves. A second launch hands over to the first (which comes forward) and quits.
 * Returns whether this instance is the one that runs.
 */
export function claimSingleInstance(app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>, bringForward: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => bringForward());
  return true;
}
