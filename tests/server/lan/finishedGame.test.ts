/**
 * The record-building path of a LAN game, over loopback: a Mirianth game played to the end gives
 * each seated client the same finished game (the host's public id, the table's seats and levels,
 * the host's final scores and winners) from what it was sent; a spectator gets none, and neither
 * does a game still going.
 */
import { mirianthSnapshot, mirianthInspect } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpened, driveAll, makeClient, readyAndStart, seatedTable, startHost, until } from '../../../src/server/lan/harness';
import { finishedLanGame } from '../../../src/shared/lan/finishedGame';

afterEach(closeOpened);

describe('a finished LAN game as the players\' clients saw it', () => {
  it('is the host\'s result under the public game id, the same at every seat, and nothing for a spectator', async () => {
    const host = await startHost();
    const { tableId, clients } = await seatedTable(host, 2, 3);
    const [owner, guest] = clients;
    if (!owner || !guest) throw new Error('clients missing');
    await owner.client.configureSeat(2, 'ai', 'easy');
    await readyAndStart(clients);
    await until(() => mirianthSnapshot(guest.client).game !== null, 2000, 'the opening view');
    expect(finishedLanGame(guest.client.getSnapshot())).toBeNull();
    const watcher = makeClient(host);
    await watcher.client.connect();
    await watcher.client.watch(tableId, 'Bia');
    const { drivers } = driveAll(clients, 11);
    await Promise.all(drivers.map((d) => d.done));
    await until(() => mirianthSnapshot(watcher.client).game?.view.step === 'gameOver', 5000, 'the spectator to see the end');

    const hosted = mirianthInspect(host, tableId);
    if (!hosted?.state?.result) throw new Error('no finished game on the host');
    const done = finishedLanGame(guest.client.getSnapshot());
    expect(done).toEqual({
      gameId: expect.stringMatching(new RegExp(`^lan-${tableId}-[0-9a-z]+$`)),
      game: 'mirianth-wars',
      seats: [
        { name: 'Player 1', kind: 'human', level: expect.any(String) },
        { name: 'Player 2', kind: 'human', level: expect.any(String) },
        { name: expect.any(String), kind: 'ai', level: 'easy' },
      ],
      scores: hosted.state.result.scores.map((s) => s.total),
      winners: hosted.state.result.winners,
      seat: 1,
    });
    expect(finishedLanGame(owner.client.getSnapshot())).toEqual({ ...done, seat: 0 });
    // Watched, not played.
    expect(finishedLanGame(watcher.client.getSnapshot())).toBeNull();

    // A guest back after a drop sees the same finished game (a reload would too).
    guest.drop();
    await until(() => guest.client.getSnapshot().status === 'reconnecting', 2000, 'the drop');
    await until(() => guest.client.getSnapshot().status === 'open' && mirianthSnapshot(guest.client).game?.view.step === 'gameOver', 5000, 'the resume');
    expect(finishedLanGame(guest.client.getSnapshot())).toEqual(done);
  }, 30_000);
});
