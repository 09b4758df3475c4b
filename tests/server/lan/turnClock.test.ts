/** The optional per-decision turn clock: when it runs out, the AI makes that one decision. */
import { mirianthInspect } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { awaitingSeats } from '../../../src/engine/games/mirianth';
import { createBot } from '../../../src/ai/games/mirianth/bots';
import { ManualClock } from '../../../src/server/lan/clock';
import {
  closeOpened, driveAll, readyAndStart, seatedTable, startHost, until,
} from '../../../src/server/lan/harness';
import { driveWithBot } from '../../../src/shared/lan/botDriver';

afterEach(closeOpened);

describe('turn clock', () => {
  it('an idle seat is answered by the AI when its clock runs out, once per decision', async () => {
    const clock = new ManualClock();
    const host = await startHost({ clock });
    const t = await seatedTable(host, 4, 4, { table: { options: { turnClockSeconds: 30 } } });
    const clients = t.clients;
    const idle = clients[0];
    if (!idle) throw new Error('clients');
    const expired: number[] = [];
    idle.client.onMessage((m) => { if (m.type === 'notice' && m.notice.code === 'clockExpired' && m.notice.seat !== null) expired.push(m.notice.seat); });
    await readyAndStart(clients);
    // Seat 0 stays idle; the others play as soon as they can.
    const { drivers } = driveAll(clients.slice(1).map((c) => c), 41);
    const onlySeat0 = (): boolean => {
      const s = (host ? mirianthInspect(host, t.tableId) : null)?.state;
      return s !== null && s !== undefined && awaitingSeats(s).join() === '0';
    };

    for (let round = 1; round <= 3; round++) {
      await until(onlySeat0, 5000, `the table to wait for seat 0 (${round})`);
      const before = mirianthInspect(host, t.tableId)?.moves.length ?? 0;
      // The host state leads; wait for the idle seat's own copy of the clock to arrive too.
      const seat0Clock = () => idle.client.getSnapshot().game?.clock.find((c) => c.seat === 0);
      await until(() => seat0Clock() !== undefined, 5000, `seat 0's clock to reach its client (${round})`);
      const clockView = seat0Clock();
      expect(clockView?.totalMs).toBe(30_000);
      clock.advance(29_000);
      await new Promise((r) => setTimeout(r, 50));
      expect(mirianthInspect(host, t.tableId)?.moves.length).toBe(before);
      clock.advance(1_000);
      await until(() => ((host ? mirianthInspect(host, t.tableId) : null)?.moves.length ?? 0) > before, 5000, 'the AI to decide for seat 0');
      const made = mirianthInspect(host, t.tableId)?.moves[before];
      expect(made?.seat).toBe(0);
      expect(expired.length).toBe(round);
    }
    // Seat 0 picks up again; no other decision of theirs is taken from them.
    let own = 0;
    const resumed = driveWithBot({ client: idle.client, bot: createBot('random', 3), onMove: () => { own += 1; } });
    const afterClock = mirianthInspect(host, t.tableId)?.moves.length ?? 0;
    await Promise.all([...drivers.map((d) => d.done), resumed.done]);
    const later = (mirianthInspect(host, t.tableId)?.moves ?? []).slice(afterClock).filter((m) => m.seat === 0).length;
    expect(later).toBe(own);
    expect(expired.length).toBe(3);
  }, 30_000);

  it('the opening view already carries the clock of every human seat the game waits for', async () => {
    const clock = new ManualClock();
    const host = await startHost({ clock });
    const t = await seatedTable(host, 3, 3, { table: { options: { turnClockSeconds: 60 } } });
    const first: number[][] = [];
    for (const c of t.clients) {
      c.client.onMessage((m) => {
        if (m.type === 'game' && m.full && first.length < t.clients.length) first.push(m.clock.map((k) => k.seat));
      });
    }
    await readyAndStart(t.clients);
    await until(() => first.length === t.clients.length, 5000, 'the opening views');
    const s = mirianthInspect(host, t.tableId)?.state;
    if (!s) throw new Error('no game');
    // Nobody has moved: the clocks come from the start alone (a revealer who acts first gets no later frame).
    expect(mirianthInspect(host, t.tableId)?.moves.length).toBe(0);
    const humansAwaited = [...awaitingSeats(s)];
    expect(humansAwaited.length).toBeGreaterThan(0);
    for (const seats of first) expect([...seats].sort()).toEqual(expect.arrayContaining(humansAwaited));
  }, 30_000);
});
