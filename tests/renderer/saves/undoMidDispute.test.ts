/**
 * Issue 24 item 4: Undo pressed while two AIs are mid-dispute and one of them is thinking. The
 * press either takes the human's decision back (and the thinking AI's answer is dropped) or, when
 * the AIs played on past a revealed card before the press landed, says it is too late: never
 * nothing. Real session, save record and bot scheduler; the bots answer through a fake worker
 * that can hold one answer back ("thinking…").
 */
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createBot } from '../../../src/ai/games/mirianth/bots';
import { awaitingSeats, playerView, seatId, type Move } from '../../../src/engine/games/mirianth';
import { createSaveLibrary, type SavesApi } from '../../../src/shared/save';
import type { MirianthBots } from '../../../src/renderer/games/mirianth/game/mirianthBots';
import { startBotScheduler } from '../../../src/renderer/games/mirianth/game/botScheduler';
import { Persistence } from '../../../src/renderer/games/mirianth/game/persistence';
import { Session } from '../../../src/renderer/games/mirianth/game/session';
import type { GameConfig } from '../../../src/renderer/game/types';
import en from '../../../src/renderer/i18n/en.json';
import { pressUndo } from '../../../src/renderer/games/mirianth/saves/undoPress';
import { memoryStorage } from '../../support/memoryStorage';

// The page's settings read the browser; here the bots play at once and never wait for the human.
vi.mock('../../../src/renderer/game/settings', () => ({ settings: { get: () => ({ speed: 'instant', botWait: null }), subscribe: () => () => undefined } }));

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, initAsync: false });
const t = i18n.t;

const HUMAN = seatId(0);
const CONFIG: GameConfig = { seed: 'undo-dispute-6', seats: [{ name: 'Ana', kind: 'human' }, { name: 'Brisa', kind: 'normal' }, { name: 'Corvo', kind: 'normal' }, { name: 'Duda', kind: 'normal' }] };
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

interface Held { release: () => void }

/** A game running until an AI is asked to bargain in a dispute between two AIs while the human's decision can still be undone. */
async function toThinkingDispute() {
  const library = createSaveLibrary({ storage: memoryStorage() });
  const saves: SavesApi = { ...library, exportSave: () => Promise.reject(new Error('unused')), importSave: () => Promise.reject(new Error('unused')) };
  const session = new Session();
  const persistence = new Persistence(session, saves);
  persistence.attach();
  const box: { held: Held | null } = { held: null };
  const client = {
    choose: (_game: number, seat: number, level: 'normal', seed: number, view: Parameters<MirianthBots['choose']>[4], at: number): Promise<Move | null> => {
      const move = createBot(level, seed).choose(view, seatId(seat), at);
      const state = session.fullState();
      const dispute = state?.round?.disputes.find((d) => d.disputants.includes(seatId(seat)));
      const betweenAis = dispute !== undefined && !dispute.disputants.includes(HUMAN);
      if (box.held === null && state?.step === 'bargaining' && betweenAis && persistence.undoSeat() === HUMAN) {
        return new Promise((resolve) => {
          box.held = { release: () => resolve(move) };
        });
      }
      return Promise.resolve(move);
    },
    hint: () => Promise.resolve(null),
    warm: () => undefined,
  } as unknown as MirianthBots;
  const stop = startBotScheduler(session, client);
  session.start(CONFIG);
  const human = createBot('normal', 11);
  for (let i = 0; i < 5000 && box.held === null; i++) {
    await tick();
    const state = session.fullState();
    if (!state || state.step === 'gameOver') break;
    if (awaitingSeats(state).includes(HUMAN) && session.getSnapshot().thinking.length === 0) {
      const move = human.choose(playerView(state, HUMAN), HUMAN, session.movesPlayed());
      if (move) session.submit(move);
    }
  }
  const thinking = box.held;
  if (thinking === null) throw new Error('no dispute between two AIs came up');
  return { session, persistence, human, thinking, stop };
}

describe('Undo while two AIs are mid-dispute', () => {
  it('pressed while one AI thinks: takes the human decision back, says so, and the AI\'s answer is dropped', async () => {
    const { session, persistence, thinking, stop } = await toThinkingDispute();
    expect(session.getSnapshot().thinking).toHaveLength(1);
    const offered = persistence.undoSeat();
    const played = session.movesPlayed();
    const out = pressUndo(t, persistence, offered);
    expect(out.done).toBe(true);
    expect(out.text).toMatch(/^Undone: Ana's move/);
    const back = session.movesPlayed();
    expect(back).toBeLessThan(played);
    thinking.release();
    for (let i = 0; i < 50; i++) await tick();
    // The game waits for the human again, at the decision taken back.
    const state = session.fullState();
    expect(state && awaitingSeats(state)).toContain(HUMAN);
    expect(persistence.get()?.timeline.moves.length).toBe(session.movesPlayed());
    stop();
  }, 60_000);

  it('pressed after the AIs played on past a revealed card: says it is too late instead of nothing', async () => {
    const { session, persistence, human, thinking, stop } = await toThinkingDispute();
    // The button was drawn offering Undo, then the AI's answer landed and the game moved on.
    const offered = persistence.undoSeat();
    expect(offered).toBe(HUMAN);
    thinking.release();
    let out: ReturnType<typeof pressUndo> | null = null;
    for (let i = 0; i < 5000 && out === null; i++) {
      await tick();
      if (persistence.undoSeat() === null) {
        const played = session.movesPlayed();
        out = pressUndo(t, persistence, offered);
        expect(session.movesPlayed()).toBe(played);
        break;
      }
      const state = session.fullState();
      if (state && awaitingSeats(state).includes(HUMAN) && session.getSnapshot().thinking.length === 0) {
        const move = human.choose(playerView(state, HUMAN), HUMAN, session.movesPlayed());
        if (move) session.submit(move);
      }
    }
    expect(out).toEqual({ done: false, text: t('saves.undoTooLate') });
    // A press when the button showed nothing to undo says that instead.
    expect(pressUndo(t, persistence, null)).toEqual({ done: false, text: t('saves.undoNone') });
    stop();
  }, 60_000);
});
