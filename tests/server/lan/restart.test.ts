/** Host restart: the game comes back from its autosave and the clients rejoin with their tokens. */
import { mirianthMessage, mirianthInspect } from '../../support/mirianthLan';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashState } from '../../../src/engine/kit/stateHash';
import { applyMove, createGame, type DomainEvent } from '../../../src/engine/games/mirianth';
import {
  closeAll, driveAll, readyAndStart, seatedTable, startHost, until, type TestClient,
} from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';

let host: LanHost | undefined;
let clients: TestClient[] = [];
let dir = '';
afterEach(async () => {
  if (host) await closeAll(clients, host);
  host = undefined;
  clients = [];
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('host restart', () => {
  it('resumes the game from its autosave; clients rejoin by themselves, get the log so far, and finish it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mirianth-lan-'));
    const first = await startHost({ autosaveDir: dir });
    host = first;
    const t = await seatedTable(first, 3, 4, { client: () => ({ reconnect: { initialMs: 50, maxMs: 200, maxAttempts: 100 } }) });
    clients = t.clients;
    const owner = clients[0];
    if (!owner) throw new Error('clients');
    await owner.client.configureSeat(3, 'ai', 'random');
    // What the owner's log holds before the restart, and the full view it gets after.
    const live: DomainEvent[] = [];
    let rejoin: { history: DomainEvent[]; moveNo: number } | null = null;
    owner.client.onMessage((raw) => {
      const m = mirianthMessage(raw);
      if (m.type !== 'game') return;
      if (m.full && m.moveNo > 0) rejoin ??= { history: m.history ?? [], moveNo: m.moveNo };
      else if (!rejoin) live.push(...m.events);
    });
    await readyAndStart(clients);
    const { drivers, moves } = driveAll(clients, 51, 2);
    await until(() => (mirianthInspect(first, t.tableId)?.moves.length ?? 0) >= 60, 15_000, 'move 60');

    // The host goes away (its last autosave is flushed on the way out) and comes back.
    const port = first.port;
    host = undefined;
    await first.close();
    const movesBefore = JSON.stringify(mirianthInspect(first, t.tableId)?.moves ?? []);
    expect((await readdir(dir)).filter((f) => f.endsWith('.json'))).toEqual([`table-${t.tableId}.json`]);
    const second = await startHost({ autosaveDir: dir, port });
    host = second;
    const { restored, problems } = await second.restoreAutosaves();
    expect(problems).toEqual([]);
    expect(restored).toEqual([t.tableId]);
    const atRestart = mirianthInspect(second, t.tableId);
    expect(JSON.stringify(atRestart?.moves)).toBe(movesBefore);

    await Promise.all(drivers.map((d) => d.done));
    for (const c of clients) expect(c.sockets.length).toBeGreaterThanOrEqual(2);
    const final = mirianthInspect(second, t.tableId);
    if (!final?.state || final.seed === null) throw new Error('no game');
    expect(final.state.step).toBe('gameOver');
    expect(final.moves.length).toBeGreaterThan(atRestart?.moves.length ?? 0);
    for (const [n, move] of moves) expect(final.moves[n - 1]).toEqual(move);
    let state = createGame({ seed: final.seed, players: final.state.players.map((p) => ({ name: p.name })) }).state;
    for (const move of final.moves) {
      const r = applyMove(state, move);
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
    }
    expect(hashState(state)).toBe(hashState(final.state));
    // The resumed game rebuilt its history: the rejoin view's log is the game so far, from the deal.
    const back = rejoin as { history: DomainEvent[]; moveNo: number } | null;
    if (!back) throw new Error('no rejoin view');
    const started = createGame({ seed: final.seed, players: final.state.players.map((p) => ({ name: p.name })) });
    const expected = [...started.events];
    let replayed = started.state;
    for (const move of final.moves.slice(0, back.moveNo)) {
      const r = applyMove(replayed, move);
      if (!r.ok) throw new Error(r.refusal.message);
      replayed = r.state;
      expected.push(...r.events);
    }
    expect(back.history).toEqual(expected);
    expect(back.history.slice(0, live.length)).toEqual(live);
    // A finished game leaves no autosave behind.
    await second.flushAutosaves();
    expect((await readdir(dir)).filter((f) => f.endsWith('.json'))).toEqual([]);
  }, 60_000);

  it('reports a damaged autosave instead of failing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'mirianth-lan-'));
    await writeFile(join(dir, 'table-0123456789ab.json'), '{"format":"mirianth-lan-autosave","version":1');
    await writeFile(join(dir, 'unrelated.json'), '{}');
    host = await startHost({ autosaveDir: dir });
    const { restored, problems } = await host.restoreAutosaves();
    expect(restored).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.problem).toBe('not JSON');
  });
});
