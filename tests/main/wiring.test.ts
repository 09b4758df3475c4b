/**
 * The main process's wiring, with Electron replaced by a recording stand-in (no binary here):
 * every IPC channel goes through the sender check, navigation and new windows are blocked, and
 * every channel of the shared contract has a handler.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => unknown;
  return {
    handlers: new Map<string, Listener>(),
    appListeners: new Map<string, Listener[]>(),
    permissionHandler: null as Listener | null,
    permissionCheckHandler: null as Listener | null,
    deviceHandler: null as Listener | null,
    headersHandler: null as Listener | null,
    userData: '',
    quit: { count: 0 },
    menu: [] as unknown[],
  };
});

vi.mock('electron', () => ({
  app: {
    getName: () => 'Mirianth Table',
    getVersion: () => '0.0.0-test',
    getLocale: () => 'en-US',
    getPath: () => fake.userData,
    isPackaged: true,
    quit: () => { fake.quit.count++; },
    on: (event: string, listener: (...args: unknown[]) => unknown) => {
      fake.appListeners.set(event, [...(fake.appListeners.get(event) ?? []), listener]);
    },
  },
  ipcMain: {
    handle: (channel: string, listener: (...args: unknown[]) => unknown) => {
      if (fake.handlers.has(channel)) throw new Error(`${channel} registered twice`);
      fake.handlers.set(channel, listener);
    },
  },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (h: (...args: unknown[]) => unknown) => { fake.permissionHandler = h; },
      setPermissionCheckHandler: (h: (...args: unknown[]) => unknown) => { fake.permissionCheckHandler = h; },
      setDevicePermissionHandler: (h: (...args: unknown[]) => unknown) => { fake.deviceHandler = h; },
      webRequest: { onHeadersReceived: (h: (...args: unknown[]) => unknown) => { fake.headersHandler = h; } },
    },
  },
  Menu: { setApplicationMenu: (m: unknown) => { fake.menu.push(m); }, buildFromTemplate: (t: unknown) => t },
  BrowserWindow: { getFocusedWindow: () => null, getAllWindows: () => [] },
  dialog: {},
}));

const { setupIpc } = await import('../../src/main/ipc');
const { setupSecurity } = await import('../../src/main/security');
const { setupSaves } = await import('../../src/main/saves');
const { setupMenu } = await import('../../src/main/menu');
const { setupNativeLanguage } = await import('../../src/main/nativeLanguage');
const { IPC_CHANNELS } = await import('../../src/shared/ipc');
const { RENDERER_INDEX } = await import('../../src/main/appPages');

/** The exact file the window loads (in tests, resolved beside the sources). */
const OUR_PAGE = pathToFileURL(RENDERER_INDEX).href;
/** The same file name in another folder: the old suffix check took it for ours. */
const LOOKALIKE = 'file:///home/me/Downloads/out/renderer/index.html';
const fromPage = (url: string) => ({ senderFrame: { url } });

beforeAll(() => {
  fake.userData = mkdtempSync(join(tmpdir(), 'mirianth-userdata-'));
  setupSecurity();
  setupIpc();
  setupNativeLanguage();
  setupMenu();
  setupSaves();
});
afterAll(() => rmSync(fake.userData, { recursive: true, force: true }));

function call(channel: string, url: string, ...args: unknown[]): unknown {
  const handler = fake.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(fromPage(url), ...args);
}

describe('IPC wiring', () => {
  it('has a handler for every app and saves channel of the contract', () => {
    const ours = Object.values(IPC_CHANNELS).filter((c) => c.startsWith('app.') || c.startsWith('saves.'));
    expect([...fake.handlers.keys()].sort()).toEqual(ours.sort());
  });

  it('refuses every channel to a frame that is not our page', async () => {
    for (const channel of fake.handlers.keys()) {
      for (const url of ['https://example.com/', 'file:///tmp/evil.html', LOOKALIKE, 'http://[::1', '']) {
        let refused: unknown = null;
        try {
          await call(channel, url);
        } catch (err) {
          refused = err;
        }
        expect(refused, `${channel} from ${url}`).toBeInstanceOf(Error);
      }
    }
    expect(fake.quit.count).toBe(0);
  });

  it('answers our page, and checks what it sends', async () => {
    expect(await call(IPC_CHANNELS.appInfo, OUR_PAGE)).toMatchObject({ name: 'Mirianth Table' });
    expect(await call(IPC_CHANNELS.savesList, OUR_PAGE)).toEqual([]);
    expect(await call(IPC_CHANNELS.savesLoad, OUR_PAGE, '../../etc/passwd')).toMatchObject({ ok: false, reason: 'badRequest' });
    expect(await call(IPC_CHANNELS.savesAutosave, OUR_PAGE, { gameId: 'x', moves: 'all of them' })).toMatchObject({ ok: false, reason: 'badRequest' });
    expect(await call(IPC_CHANNELS.savesRename, OUR_PAGE, 'save-a-b', 42)).toMatchObject({ ok: false, reason: 'badRequest' });
    expect(await call(IPC_CHANNELS.savesContinue, OUR_PAGE)).toMatchObject({ ok: false, reason: 'nothingToContinue' });
  });
});

describe('the shell speaks the page\'s language', () => {
  const labels = (menu: unknown) => (menu as { label?: string }[]).map((m) => m.label);
  it('rebuilds the menu in Portuguese when the page says so, and refuses a language it lacks', async () => {
    expect(labels(fake.menu.at(-1))).toEqual(['Game', 'Edit', 'View']);
    await call(IPC_CHANNELS.appSetLanguage, OUR_PAGE, 'pt-BR');
    expect(labels(fake.menu.at(-1))).toEqual(['Jogo', 'Editar', 'Exibir']);
    const built = fake.menu.length;
    await expect(Promise.resolve().then(() => call(IPC_CHANNELS.appSetLanguage, OUR_PAGE, 'klingon'))).rejects.toThrow(/Unknown language/);
    expect(fake.menu).toHaveLength(built);
    await call(IPC_CHANNELS.appSetLanguage, OUR_PAGE, 'en');
    expect(labels(fake.menu.at(-1))).toEqual(['Game', 'Edit', 'View']);
  });
});

describe('navigation and permissions', () => {
  type Contents = {
    on: (event: string, listener: (...args: unknown[]) => void) => void;
    setWindowOpenHandler: (h: () => unknown) => void;
  };
  const listeners = new Map<string, (...args: unknown[]) => void>();
  let openHandler: (() => unknown) | null = null;
  const contents: Contents = {
    on: (event, listener) => { listeners.set(event, listener); },
    setWindowOpenHandler: (h) => { openHandler = h; },
  };

  beforeAll(() => {
    for (const listener of fake.appListeners.get('web-contents-created') ?? []) listener({}, contents);
  });

  function navigate(url: string): boolean {
    let prevented = false;
    listeners.get('will-navigate')?.({ preventDefault: () => { prevented = true; } }, url);
    return prevented;
  }

  it('blocks navigation away from our page, allows reloading it', () => {
    expect(navigate('https://example.com/')).toBe(true);
    expect(navigate('file:///etc/passwd')).toBe(true);
    expect(navigate(LOOKALIKE)).toBe(true);
    expect(navigate(OUR_PAGE)).toBe(false);
  });

  it('denies new windows, webviews and every permission', () => {
    expect(openHandler?.()).toEqual({ action: 'deny' });
    let prevented = false;
    listeners.get('will-attach-webview')?.({ preventDefault: () => { prevented = true; } });
    expect(prevented).toBe(true);
    let granted: unknown = 'unanswered';
    fake.permissionHandler?.({}, 'media', (answer: unknown) => { granted = answer; });
    expect(granted).toBe(false);
    // Checks (navigator.permissions.query, clipboard, HID/USB/serial) are answered no as well.
    for (const permission of ['media', 'clipboard-read', 'notifications', 'hid', 'usb', 'serial']) {
      expect(fake.permissionCheckHandler?.({}, permission, 'file://', {}), permission).toBe(false);
    }
    expect(fake.deviceHandler?.({ deviceType: 'usb', origin: 'file://' })).toBe(false);
  });

  it('adds the CSP header to our pages only', () => {
    let answer: unknown = null;
    fake.headersHandler?.({ url: OUR_PAGE, responseHeaders: {} }, (r: unknown) => { answer = r; });
    expect(answer).toMatchObject({ responseHeaders: { 'Content-Security-Policy': [expect.stringContaining("script-src 'self'")] } });
    fake.headersHandler?.({ url: 'https://example.com/', responseHeaders: {} }, (r: unknown) => { answer = r; });
    expect(answer).toEqual({});
  });
});
