/**
 * Records of LAN games in the page: a game this seat played to the end at a LAN table becomes one
 * line of the records, labelled LAN and marked with the seat played, keyed by the host's public
 * game id, so a reload at the finished table never counts it twice. A host without public ids
 * gives nothing to record; the person's rates count their own seat only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seatId } from '../../../src/engine/games/mirianth';
import { followLanRecords } from '../../../src/renderer/records/followLan';
import { personalBests, winRates, type GameRecord } from '../../../src/renderer/records/records';
import { addRecords, recordsStore } from '../../../src/renderer/records/recordsStore';
import type { HostMessageOf } from '../../../src/shared/lan/hostMessages';
import { playedGame } from '../fixtures';
import { fakeHost, gameFrames, resumeFrame, seatView, tableFrame, TABLE_ID, type FakeHost } from '../lanHostScript';

/** The page's localStorage, in memory: the records are kept there across "reloads". */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null { return this.items.get(key) ?? null; }
  setItem(key: string, value: string): void { this.items.set(key, value); }
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  recordsStore.set([]);
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
  vi.useRealTimers();
});

const GAME_ID = `lan-${TABLE_ID}-mx0abc`;
const steps = playedGame(3);
const seats = [seatView(0, { name: 'Ana' }), seatView(1, { name: 'Bruno' }), seatView(2, { kind: 'ai', level: 'hard', name: 'Carla' })];
const final = steps[steps.length - 1]?.state;

/** A page seated at seat 1 of the fake host's table, following its records. */
async function seatedPage(): Promise<{ host: FakeHost; stop: () => void }> {
  const host = fakeHost();
  await host.seatAt(1);
  host.deliver(tableFrame('playing', seats));
  return { host, stop: followLanRecords(host.client) };
}

const withId = (frame: HostMessageOf<'game'>, gameId: string | undefined): HostMessageOf<'game'> =>
  (frame.full && gameId ? { ...frame, gameId } : frame);

describe('a LAN game in the page\'s records', () => {
  it('becomes one LAN line when the game ends, and a reload at the finished table adds nothing', async () => {
    if (!final?.result) throw new Error('the fixture game did not finish');
    const { host, stop } = await seatedPage();
    const frames = gameFrames(steps, seatId(1)).map((f) => withId(f, GAME_ID));
    for (const f of frames.slice(0, -1)) host.deliver(f);
    expect(recordsStore.get()).toEqual([]);
    const last = frames[frames.length - 1];
    if (!last) throw new Error('no frames');
    host.deliver(last);
    const line: GameRecord = {
      gameId: GAME_ID, date: expect.any(String) as unknown as string, game: 'mirianth-wars',
      seats: [{ name: 'Ana', level: 'human' }, { name: 'Bruno', level: 'human' }, { name: 'Carla', level: 'hard' }],
      scores: final.result.scores.map((s) => s.total), winners: final.result.winners, lan: true, you: 1,
    };
    expect(recordsStore.get()).toEqual([line]);
    const first = recordsStore.get()[0];
    expect(localStorage.getItem('mirianth.records.v1')).toContain(GAME_ID);
    stop();

    // The page reloads a minute later: the records come back from storage, the host resends the finished view.
    vi.setSystemTime(Date.now() + 60_000);
    recordsStore.set([]);
    const again = await seatedPage();
    again.host.deliver(withId(resumeFrame(steps, seatId(1), steps.length - 1), GAME_ID));
    // What the records screen shows (the kept lines, read back): the game once, with its first date.
    expect(addRecords([])).toEqual([first]);
    again.stop();
  });

  it('records nothing from a host that sends no public game id', async () => {
    const { host, stop } = await seatedPage();
    for (const f of gameFrames(steps, seatId(1))) host.deliver(f);
    expect(host.client.getSnapshot().game?.view).toMatchObject({ step: 'gameOver' });
    expect(recordsStore.get()).toEqual([]);
    stop();
  });
});

describe('rates and bests of LAN lines', () => {
  const lanGame = (gameId: string, day: number, winners: number[]): GameRecord => ({
    gameId, date: `2026-12-0${day}T10:00:00.000Z`, game: 'mirianth-wars',
    seats: [{ name: 'Ana', level: 'human' }, { name: 'Bia', level: 'human' }, { name: 'Bot', level: 'hard' }],
    scores: [10, 20, 5], winners, lan: true, you: 0,
  });

  it('count the person\'s own seat only: a friend\'s win at the table is not theirs', () => {
    const records = [lanGame('g-2', 2, [1]), lanGame('g-1', 1, [0])];
    expect(winRates(records)).toEqual([{ level: 'hard', games: 2, wins: 1, rate: 0.5 }]);
    const bests = personalBests(records);
    expect(bests.bestScore).toMatchObject({ value: 10, name: 'Ana' });
    expect(bests.wins).toBe(1);
  });
});
