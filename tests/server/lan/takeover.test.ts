/**
 * AI takeover and hand-back (drop policy `ai`), hold expiry (policy `wait`, with a manual clock),
 * a newcomer taking a released seat, and a lobby seat freed when its hold runs out.
 */
import { mirianthMessage, mirianthSnapshot, mirianthInspect } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitingSeats, seatId } from '../../../src/engine/games/mirianth';
import { createBot } from '../../../src/ai/games/mirianth/bots';
import { ManualClock } from '../../../src/server/lan/clock';
import {
  closeOpened, driveAll, makeClient, readyAndStart, seatedTable, startHost, until, type TestClient,
} from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';
import { driveWithBot } from '../../../src/shared/lan/botDriver';
import type { Notice } from '../../../src/shared/lan/tableView';

afterEach(closeOpened);

const seatMoves = (h: LanHost, tableId: string, seat: number, from = 0): number =>
  (mirianthInspect(h, tableId)?.moves ?? []).slice(from).filter((m) => m.seat === seat).length;

function notices(c: TestClient): Notice[] {
  const seen: Notice[] = [];
  c.client.onMessage((raw) => {
    const m = mirianthMessage(raw); if (m.type === 'notice') seen.push(m.notice); });
  return seen;
}

describe('AI takeover', () => {
  it('policy ai: the AI plays a dropped seat at once, and hands it back on rejoin', async () => {
    const host = await startHost();
    const t = await seatedTable(host, 4, 4, { table: { options: { dropPolicy: 'ai' } }, client: (i) => (i === 2 ? { reconnect: false } : {}) });
    const clients = t.clients;
    const [observer, , dropper] = clients;
    if (!observer || !dropper) throw new Error('clients');
    const seen = notices(observer);
    await readyAndStart(clients);
    const { drivers } = driveAll(clients, 21);
    await until(() => (mirianthSnapshot(dropper.client).game?.moveNo ?? 0) >= 30, 10_000, 'move 30');
    drivers[2]?.stop();
    const session = dropper.client.getSnapshot().session;
    if (!session) throw new Error('no session');
    dropper.drop();
    const droppedAt = mirianthInspect(host, t.tableId)?.moves.length ?? 0;

    await until(() => seatMoves(host as LanHost, t.tableId, 2, droppedAt) >= 3, 15_000, 'the AI to play seat 2');
    const seat2 = observer.client.getSnapshot().table?.seats[2];
    expect(seat2?.aiPlaying).toBe(true);
    expect(seat2?.connected).toBe(false);
    expect(seen.map((n) => n.code)).toEqual(expect.arrayContaining(['dropped', 'aiTookOver']));

    const back = makeClient(host, { session });
    await back.client.connect();
    await until(() => seen.some((n) => n.code === 'handedBack' && n.seat === 2), 2000, 'the hand-back');
    await until(() => observer.client.getSnapshot().table?.seats[2]?.aiPlaying === false, 2000, 'AI to stop');
    const handedBackAt = mirianthInspect(host, t.tableId)?.moves.length ?? 0;
    let humanMoves = 0;
    const driver = driveWithBot({ client: back.client, bot: createBot('random', 77), onMove: () => { humanMoves += 1; } });
    await Promise.all([...drivers.filter((_, i) => i !== 2).map((d) => d.done), driver.done]);
    // After the hand-back every move of seat 2 came from the human's client.
    expect(seatMoves(host, t.tableId, 2, handedBackAt)).toBe(humanMoves);
    expect(mirianthInspect(host, t.tableId)?.state?.step).toBe('gameOver');
  }, 60_000);

  it('policy wait: the game waits out the hold, then the AI plays and a newcomer may take the seat', async () => {
    const clock = new ManualClock();
    const host = await startHost({ clock });
    const t = await seatedTable(host, 4, 4, { client: (i) => (i === 1 ? { reconnect: false } : {}) });
    const clients = t.clients;
    const [observer, dropper] = clients;
    if (!observer || !dropper) throw new Error('clients');
    const seen = notices(observer);
    await readyAndStart(clients);
    const { drivers } = driveAll(clients, 31);
    await until(() => {
      const g = mirianthSnapshot(dropper.client).game;
      return (g?.moveNo ?? 0) > 10 && (g?.view.awaiting.includes(seatId(1)) ?? false);
    }, 10_000, 'seat 1 to be awaited');
    drivers[1]?.stop();
    const session = dropper.client.getSnapshot().session;
    if (!session) throw new Error('no session');
    dropper.drop();

    // Everyone else plays on until the game can only wait for seat 1.
    const blocked = (): boolean => {
      const s = (host ? mirianthInspect(host, t.tableId) : null)?.state;
      return s !== null && s !== undefined && awaitingSeats(s).join() === '1';
    };
    await until(() => observer.client.getSnapshot().table?.seats[1]?.connected === false, 5000, 'the host to see the drop');
    await until(blocked, 5000, 'the table to wait for seat 1');
    const waitingAt = mirianthInspect(host, t.tableId)?.moves.length ?? 0;
    clock.advance(119_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(mirianthInspect(host, t.tableId)?.moves.length).toBe(waitingAt);
    expect(observer.client.getSnapshot().table?.seats[1]?.aiPlaying).toBe(false);

    clock.advance(1_001);
    await until(() => seatMoves(host as LanHost, t.tableId, 1, waitingAt) >= 1, 10_000, 'the AI to take over');
    expect(seen.some((n) => n.code === 'aiTookOver' && n.seat === 1)).toBe(true);
    expect(host.tableSummaries()[0]?.openSeats).toBe(1);

    // A newcomer sits down in the released seat; the old token no longer holds it.
    const newcomer = makeClient(host);
    await newcomer.client.connect();
    const taken = await newcomer.client.join(t.tableId, 'Newcomer', { seat: 1 });
    expect(taken.seat).toBe(1);
    const late = makeClient(host, { reconnect: false });
    await late.client.connect();
    await expect(late.client.resume(session)).rejects.toMatchObject({ code: 'badToken' });

    const driver = driveWithBot({ client: newcomer.client, bot: createBot('random', 5) });
    await Promise.all([...drivers.filter((_, i) => i !== 1).map((d) => d.done), driver.done]);
    expect(mirianthInspect(host, t.tableId)?.state?.step).toBe('gameOver');
  }, 60_000);

  it('a dropped lobby seat is freed when its hold runs out', async () => {
    const clock = new ManualClock();
    const host = await startHost({ clock });
    const t = await seatedTable(host, 3, 4, { client: () => ({ reconnect: false }) });
    const clients = t.clients;
    const [owner, , leaver] = clients;
    if (!owner || !leaver) throw new Error('clients');
    await until(() => owner.client.getSnapshot().table?.seats[2]?.connected === true, 2000, 'the third player');
    leaver.drop();
    await until(() => owner.client.getSnapshot().table?.seats[2]?.connected === false, 2000, 'the drop');
    expect(owner.client.getSnapshot().table?.seats[2]?.occupied).toBe(true);
    clock.advance(120_001);
    await until(() => owner.client.getSnapshot().table?.seats[2]?.occupied === false, 2000, 'the seat to free');
    expect(owner.client.getSnapshot().table?.seats[2]?.name).toBe('');
  }, 20_000);
});
