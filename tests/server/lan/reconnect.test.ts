/**
 * Drops in the middle of a dispute and of resolution: the seat is held, the game waits for it
 * (drop policy `wait`), and the returning player gets the full view of the game as it stands.
 */
import { mirianthMessage, mirianthSnapshot, mirianthInspect } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { hashState } from '../../../src/engine/kit/stateHash';
import { applyMove, createGame, playerView, seatId, type GameState, type StepId } from '../../../src/engine/games/mirianth';
import { createBot } from '../../../src/ai/games/mirianth/bots';
import {
  closeOpened, driveAll, makeClient, readyAndStart, seatedTable, startHost, until, type TestClient,
} from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';
import { driveWithBot } from '../../../src/shared/lan/botDriver';
import type { DomainEvent, PlayerView } from '../../../src/engine/games/mirianth';
import type { LanClient } from '../../../src/shared/lan/client';
import { MIRIANTH_STEP_PHASE, MIRIANTH_STEPS } from '../../../src/engine/games/mirianth/phases';

afterEach(closeOpened);

/** The resolution steps, from the statechart's step → phase map. */
const RESOLUTION: StepId[] = MIRIANTH_STEPS.filter((s) => MIRIANTH_STEP_PHASE[s] === 'resolution');

/** The host's game after its first `n` moves, rebuilt from its seed and move log. */
function hostStateAt(h: LanHost, tableId: string, n: number): GameState {
  const info = mirianthInspect(h, tableId);
  if (!info || info.seed === null) throw new Error('no game');
  let state = createGame({ seed: info.seed, players: (info.state?.players ?? []).map((p) => ({ name: p.name })) }).state;
  for (const move of info.moves.slice(0, n)) {
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
  }
  return state;
}

function seatMovesBetween(h: LanHost, tableId: string, from: number, to: number, seat: number): number {
  return (mirianthInspect(h, tableId)?.moves ?? []).slice(from, to).filter((m) => m.seat === seat).length;
}

/** Drops `who` the first time its view shows `when` (a step it must act in). */
function dropWhen(who: TestClient, seat: number, when: (view: PlayerView) => boolean): { at: () => number | null } {
  let at: number | null = null;
  const unsubscribe = who.client.subscribe(() => {
    const g = mirianthSnapshot(who.client).game;
    if (at !== null || !g || !g.view.awaiting.includes(seatId(seat)) || !when(g.view)) return;
    at = g.moveNo;
    unsubscribe();
    who.drop();
  });
  return { at: () => at };
}

/** The events `client` receives live, by the number of the move that produced them (0: the deal). */
function liveEvents(client: LanClient): Map<number, DomainEvent[]> {
  const byMove = new Map<number, DomainEvent[]>();
  client.onMessage((raw) => {
    const m = mirianthMessage(raw);
    if (m.type === 'game' && (!m.full || m.moveNo === 0)) byMove.set(m.moveNo, m.events);
  });
  return byMove;
}

const upTo = (byMove: Map<number, DomainEvent[]>, moveNo: number): DomainEvent[] =>
  Array.from({ length: moveNo + 1 }, (_, n) => byMove.get(n) ?? [{ type: `missing move ${n}` } as unknown as DomainEvent]).flat();

describe('drop and reconnect', () => {
  it('a guest that rejoins mid-game gets a full view whose history is every event it saw live, and those it missed', async () => {
    const host = await startHost();
    const t = await seatedTable(host, 4, 4, { table: { options: { dropPolicy: 'ai' } } });
    const clients = t.clients;
    const [observer, dropper] = clients;
    if (!observer || !dropper) throw new Error('clients');
    const seenByObserver = liveEvents(observer.client);
    const seenByDropper = liveEvents(dropper.client);
    let rejoin: { history: DomainEvent[] | undefined; events: DomainEvent[]; moveNo: number } | null = null;
    dropper.client.onMessage((raw) => {
      const m = mirianthMessage(raw);
      if (m.type === 'game' && m.full && m.moveNo > 0 && !rejoin) rejoin = { history: m.history, events: m.events, moveNo: m.moveNo };
    });
    await readyAndStart(clients);
    const { drivers } = driveAll(clients, 13, 2);
    await until(() => (mirianthSnapshot(dropper.client).game?.moveNo ?? 0) > 30, 15_000, 'move 30');
    const droppedAt = mirianthSnapshot(dropper.client).game?.moveNo ?? 0;
    dropper.drop();

    await until(() => rejoin !== null, 5000, 'the rejoin');
    const back = rejoin as { history: DomainEvent[] | undefined; events: DomainEvent[]; moveNo: number } | null;
    if (!back) throw new Error('no rejoin view');
    await until(() => seenByObserver.has(back.moveNo), 5000, 'the observer to catch up');
    // Nothing to animate; the log gets the whole game so far (mid-game it is far under the cap).
    expect(back.events).toEqual([]);
    expect(back.history).toEqual(upTo(seenByObserver, back.moveNo));
    expect(back.history?.slice(0, upTo(seenByDropper, droppedAt).length)).toEqual(upTo(seenByDropper, droppedAt));
    console.log(`rejoin at move ${back.moveNo} (dropped at ${droppedAt}): history of ${back.history?.length ?? 0} events`);
    await Promise.all(drivers.map((d) => d.done));
  }, 30_000);

  it('mid-dispute: the client reconnects by itself, the game waited, the view is complete', async () => {
    const host = await startHost();
    const t = await seatedTable(host, 4, 4, { client: (i) => (i === 1 ? { reconnect: { initialMs: 400, maxMs: 400, maxAttempts: 10 } } : {}) });
    const clients = t.clients;
    const [observer, dropper] = clients;
    if (!observer || !dropper) throw new Error('clients');
    await readyAndStart(clients);
    let resumed: { view: PlayerView; moveNo: number } | null = null;
    let rejoined = false;
    dropper.client.onMessage((raw) => {
      const m = mirianthMessage(raw);
      if (m.type === 'joined' && drop.at() !== null) rejoined = true;
      else if (m.type === 'game' && rejoined && !resumed) resumed = { view: m.view, moveNo: m.moveNo };
    });
    const drop = dropWhen(dropper, 1, (v) => v.step === 'bargaining' && (v.round?.disputes.length ?? 0) > 0);
    const { drivers, moves } = driveAll(clients, 11);

    await until(() => drop.at() !== null, 15_000, 'a dispute awaiting seat 1');
    const droppedAt = drop.at() ?? 0;
    await until(() => observer.client.getSnapshot().table?.seats[1]?.connected === false, 2000, 'the drop to show');
    const held = observer.client.getSnapshot().table?.seats[1];
    expect(held?.heldMs).toBeGreaterThan(100_000);
    expect(held?.aiPlaying).toBe(false);
    expect(mirianthInspect(host, t.tableId)?.state?.step).toBe('bargaining');

    await until(() => resumed !== null, 5000, 'the resume');
    const back = resumed as { view: PlayerView; moveNo: number } | null;
    if (!back) throw new Error('no resume view');
    expect(dropper.sockets.length).toBe(2);
    // Nothing was played for seat 1 while it was away, and it came back to the whole picture.
    expect(seatMovesBetween(host, t.tableId, droppedAt, back.moveNo, 1)).toBe(0);
    expect(back.view.step).toBe('bargaining');
    expect(hashState(back.view)).toBe(hashState(playerView(hostStateAt(host, t.tableId, back.moveNo), seatId(1))));

    await Promise.all(drivers.map((d) => d.done));
    const final = mirianthInspect(host, t.tableId);
    expect(final?.state?.step).toBe('gameOver');
    for (const [n, move] of moves) expect(final?.moves[n - 1]).toEqual(move);
  }, 30_000);

  it('mid-resolution: a reloaded page resumes the seat with its saved session', async () => {
    const host = await startHost();
    const t = await seatedTable(host, 4, 4, { client: (i) => (i === 2 ? { reconnect: false } : {}) });
    const clients = t.clients;
    const dropper = clients[2];
    if (!dropper) throw new Error('clients');
    await readyAndStart(clients);
    const drop = dropWhen(dropper, 2, (v) => RESOLUTION.includes(v.step));
    const { drivers } = driveAll(clients, 12);
    await until(() => drop.at() !== null, 15_000, 'resolution awaiting seat 2');
    drivers[2]?.stop();
    const session = dropper.client.getSnapshot().session;
    if (!session) throw new Error('no session');

    // The rest of the table finishes what it can, then waits for seat 2.
    await until(() => (host ? mirianthInspect(host, t.tableId) : null)?.state?.step !== undefined && dropper.client.getSnapshot().status === 'closed', 2000, 'the drop');
    await new Promise((r) => setTimeout(r, 300));
    const waiting = mirianthInspect(host, t.tableId);
    expect(RESOLUTION).toContain(waiting?.state?.step);
    expect(seatMovesBetween(host, t.tableId, drop.at() ?? 0, waiting?.moves.length ?? 0, 2)).toBe(0);

    const reloaded = makeClient(host, { session });
    await reloaded.client.connect();
    const snap = mirianthSnapshot(reloaded.client);
    expect(snap.status).toBe('open');
    expect(snap.session?.seat).toBe(2);
    const g = snap.game;
    if (!g) throw new Error('no view after resume');
    expect(hashState(g.view)).toBe(hashState(playerView(hostStateAt(host, t.tableId, g.moveNo), seatId(2))));

    const again = driveWithBot({ client: reloaded.client, bot: createBot('random', 99) });
    await Promise.all([...drivers.filter((_, i) => i !== 2).map((d) => d.done), again.done]);
    expect(mirianthInspect(host, t.tableId)?.state?.step).toBe('gameOver');
  }, 30_000);
});
