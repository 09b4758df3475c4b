/**
 * When the app may really quit. Quit (menu, shortcut or the window's close button) first asks the
 * page to autosave; the page answers by confirming, and a page that does not answer within the
 * grace period, or a second request, quits anyway. Free of Electron so it is tested under Node.
 */
export interface QuitDeps {
  /** Asks the page to autosave and confirm; false when there is no page to ask. */
  askPage(): boolean;
  quit(): void;
  later(ms: number, run: () => void): void;
}

export interface QuitFlow {
  /** Quit was asked for (menu item, accelerator, or a window being closed). */
  request(): void;
  /** The page has saved: quit now. */
  confirm(): void;
  /** Whether a window may close now; when not, the flow has started asking the page. */
  mayClose(): boolean;
}

export function createQuitFlow(deps: QuitDeps, graceMs: number): QuitFlow {
  let asked = false;
  let quitting = false;
  const quitNow = (): void => {
    quitting = true;
    deps.quit();
  };
  const request = (): void => {
    if (quitting || asked || !deps.askPage()) {
      quitNow();
      return;
    }
    asked = true;
    deps.later(graceMs, quitNow);
  };
  return {
    request,
    confirm: quitNow,
    mayClose: () => {
      if (quitting) return true;
      request();
      return quitting;
    },
  };
}
