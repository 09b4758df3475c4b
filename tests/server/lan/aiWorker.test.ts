/** AI seats decided on a worker thread (as `npm run serve` and the desktop host do). */
import { mirianthInspect } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiRunner } from '../../../src/server/lan/aiRunner';
import { sourceAiWorker, workerAiRunner } from '../../../src/server/lan/aiWorkerRunner';
import { closeAll, driveAll, readyAndStart, seatedTable, startHost, type TestClient } from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';

let host: LanHost | undefined;
let ai: AiRunner | undefined;
let clients: TestClient[] = [];
afterEach(async () => {
  if (host) await closeAll(clients, host);
  await ai?.close();
  host = undefined;
  ai = undefined;
  clients = [];
});

describe('AI on a worker thread', () => {
  it('plays two easy AI seats through a whole game with two people', async () => {
    ai = workerAiRunner(sourceAiWorker);
    const faults: string[] = [];
    host = await startHost({ ai, log: (line) => { if (line.startsWith('table')) faults.push(line); } });
    const t = await seatedTable(host, 2, 4);
    clients = t.clients;
    const owner = clients[0];
    if (!owner) throw new Error('clients');
    await owner.client.configureSeat(2, 'ai', 'easy');
    await owner.client.configureSeat(3, 'ai', 'easy');
    await readyAndStart(clients);
    const { drivers } = driveAll(clients, 61);
    await Promise.all(drivers.map((d) => d.done));
    const final = mirianthInspect(host, t.tableId);
    expect(final?.state?.step).toBe('gameOver');
    expect(final?.moves.filter((m) => m.seat === 2 || m.seat === 3).length).toBeGreaterThan(20);
    // Every AI decision came from the worker: no fallback to a first legal move.
    expect(faults).toEqual([]);
  }, 60_000);

  it('a request the worker cannot answer is rejected, not lost', async () => {
    ai = workerAiRunner(sourceAiWorker);
    const bad = ai.decide({ key: 'x:0', kind: 'random', seed: 1, view: null as never, seat: 0 as never });
    await expect(bad).rejects.toThrow();
  }, 30_000);
});
