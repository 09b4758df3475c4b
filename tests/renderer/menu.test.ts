/**
 * The application menu's commands (Electron's menu sends them through `platform.onMenu`), against
 * a platform whose saves live in memory.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuAction } from '../../src/shared/menu';
import type { AppApi } from '../../src/shared/api';
import { awaitingSeats, legalMoves, playerView, type SeatId } from '../../src/engine/games/mirianth';

const fake = vi.hoisted(() => {
  const files = new Map<string, string>();
  const calls: string[] = [];
  let menu: ((action: MenuAction) => void) | null = null;
  return { files, calls, menu: () => menu, setMenu: (l: (action: MenuAction) => void) => (menu = l) };
});

vi.mock('../../src/renderer/platform', async () => {
  const { createSaveLibrary } = await import('../../src/shared/save');
  const library = createSaveLibrary({
    storage: {
      list: () => Promise.resolve([...fake.files].map(([id, text]) => ({ id, bytes: text.length, modifiedAt: new Date().toISOString() }))),
      read: (id) => Promise.resolve(fake.files.has(id) ? new TextEncoder().encode(fake.files.get(id)) : null),
      write: (id, text) => Promise.resolve(void fake.files.set(id, text)),
      remove: (id) => Promise.resolve(fake.files.delete(id)),
    },
  });
  const platform: AppApi = {
    appInfo: () => Promise.resolve({ name: 'test', version: '0', platform: 'test' }),
    lan: null,
    saves: {
      ...library,
      exportSave: () => Promise.resolve({ ok: false, reason: 'canceled', message: '' }),
      importSave: () => Promise.resolve({ ok: false, reason: 'canceled', message: '' }),
    },
    setLanguage: () => Promise.resolve(),
    onMenu: (listener) => {
      fake.setMenu(listener);
      return () => undefined;
    },
    quit: () => {
      fake.calls.push(`quit with ${fake.files.size} saves`);
      return Promise.resolve();
    },
  };
  return { platform };
});

const { i18next, resources } = await import('../../src/renderer/i18n');
await i18next.init({ resources, lng: 'en', initAsync: false });
const { session } = await import('../../src/renderer/games/mirianth/game/session');
const { startSaves } = await import('../../src/renderer/saves/savesRuntime');
const { registerLiveSaves } = await import('../../src/renderer/saves/liveSaves');
const { registerGameMenu } = await import('../../src/renderer/app/gameMenu');
const { persistence, mirianthLiveSaves } = await import('../../src/renderer/games/mirianth/saves/live');
const { mirianthMenu } = await import('../../src/renderer/games/mirianth/appMenu');
const { overlayStore } = await import('../../src/renderer/saves/savesUi');
const { noticeStore } = await import('../../src/renderer/saves/notices');
const { newGameQuestion, answerNewGame } = await import('../../src/renderer/games/mirianth/hud/newGameConfirm');

function send(action: MenuAction): void {
  const listener = fake.menu();
  if (!listener) throw new Error('the page did not listen to the menu');
  listener(action);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function play(n: number): void {
  for (let i = 0; i < n; i++) {
    const state = session.fullState();
    if (!state) return;
    const seat = awaitingSeats(state)[0] as SeatId;
    const move = legalMoves(playerView(state, seat), seat)[0];
    if (move) session.submit(move);
  }
}

describe('menu commands', () => {
  // What the page's start does for Mirianth's table (game/runtime.ts, Mirianth's install), without its screens.
  beforeAll(() => {
    registerLiveSaves(mirianthLiveSaves);
    registerGameMenu(mirianthMenu);
    persistence.attach();
    startSaves();
  });

  it('Save with no game says so; during a game it writes a manual save', async () => {
    send('save');
    await settle();
    expect(noticeStore.get().map((n) => n.text)).toContain('There is no game to save.');
    session.start({ seed: '5', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Bia', kind: 'human' }] });
    play(5);
    send('save');
    await settle();
    expect([...fake.files.keys()].filter((id) => id.startsWith('save-'))).toHaveLength(1);
  });

  it('Load and Replay open the saved-games list', () => {
    send('load');
    expect(overlayStore.get()).toBe('list');
    overlayStore.set(null);
    send('replay');
    expect(overlayStore.get()).toBe('list');
    overlayStore.set(null);
  });

  it('New asks first during a game, then leaves it; Continue brings it back where it was', async () => {
    play(3);
    const moves = persistence.get()?.timeline.moves.length;
    send('new');
    // Issue 11: "New game" in a running game asks before leaving it.
    expect(session.getSnapshot().screen).toBe('playing');
    expect(newGameQuestion.get()).toBe(true);
    answerNewGame(true);
    expect(session.getSnapshot().screen).toBe('newGame');
    await settle();
    send('continue');
    await settle();
    expect(session.getSnapshot().screen).toBe('playing');
    expect(persistence.get()?.timeline.moves.length).toBe(moves);
  });

  it('Quit autosaves the moves no save holds yet, then lets the app close', async () => {
    play(2);
    const before = fake.files.size;
    send('quit');
    await settle();
    expect(fake.calls).toEqual([`quit with ${before + 1} saves`]);
  });
});
