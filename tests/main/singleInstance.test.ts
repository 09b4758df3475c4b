/**
 * Two instances used to write the same autosave folder. The second launch must hand over to the
 * first and quit before any window, save or LAN setup runs.
 */
import { describe, expect, it, vi } from 'vitest';
import { claimSingleInstance } from '../../src/main/singleInstance';

function fakeApp(gotLock: boolean) {
  const listeners = new Map<string, () => void>();
  const app = {
    quits: 0,
    requestSingleInstanceLock: () => gotLock,
    quit: () => { app.quits++; },
    on: (event: string, listener: () => void) => { listeners.set(event, listener); return app; },
  };
  return { app, listeners };
}

describe('single instance', () => {
  it('the first instance keeps running and brings its window forward on a second launch', () => {
    const { app, listeners } = fakeApp(true);
    const bringForward = vi.fn();
    expect(claimSingleInstance(app as never, bringForward)).toBe(true);
    expect(app.quits).toBe(0);
    listeners.get('second-instance')?.();
    expect(bringForward).toHaveBeenCalledTimes(1);
  });

  it('a second instance quits at once', () => {
    const { app, listeners } = fakeApp(false);
    const bringForward = vi.fn();
    expect(claimSingleInstance(app as never, bringForward)).toBe(false);
    expect(app.quits).toBe(1);
    expect(listeners.size).toBe(0);
  });
});

describe('main entry', () => {
  it('sets nothing up (no saves, no LAN, no window) when another instance holds the lock', async () => {
    vi.resetModules();
    const whenReady = vi.fn(() => Promise.resolve());
    const quit = vi.fn();
    const setups = vi.fn();
    vi.doMock('electron', () => ({
      app: { isPackaged: true, requestSingleInstanceLock: () => false, quit, on: vi.fn(), whenReady },
    }));
    vi.doMock('../../src/main/ipc', () => ({ setupIpc: setups }));
    vi.doMock('../../src/main/lan/setupLan', () => ({ setupLan: setups }));
    vi.doMock('../../src/main/menu', () => ({ setupMenu: setups }));
    vi.doMock('../../src/main/saves', () => ({ setupSaves: setups }));
    vi.doMock('../../src/main/security', () => ({ setupSecurity: setups }));
    vi.doMock('../../src/main/windowState', () => ({ setupWindowState: setups }));
    vi.doMock('../../src/main/windows', () => ({ setupWindows: setups, focusMainWindow: setups }));
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173/');
    await import('../../src/main/index');
    expect(quit).toHaveBeenCalledTimes(1);
    expect(whenReady).not.toHaveBeenCalled();
    expect(setups).not.toHaveBeenCalled();
    // Packaged: a dev-server address in the environment is dropped before anything reads it.
    expect(process.env['ELECTRON_RENDERER_URL']).toBeUndefined();
    vi.doUnmock('electron');
    vi.unstubAllEnvs();
  });
});
