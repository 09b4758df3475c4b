/**
 * Issue 14: seated players learn that someone watches. A spectator who comes is announced to the
 * table by name (`notice: watching`, no seat), one who leaves or drops likewise
 * (`stoppedWatching`), and the table's count follows; the spectator is not told about themselves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeOpened, makeClient, seatedTable, startedPair, startHost, until, type TestClient } from '../../../src/server/lan/harness';
import { parseHostMessage } from '../../../src/shared/lan/hostMessages';
import type { Notice } from '../../../src/shared/lan/tableView';

afterEach(closeOpened);

const watchNotices = (c: TestClient): Pick<Notice, 'code' | 'seat' | 'name'>[] => c.client.getSnapshot().notices
  .filter((n) => n.code === 'watching' || n.code === 'stoppedWatching')
  .map(({ code, seat, name }) => ({ code, seat, name }));

describe('seated players are told who watches', () => {
  it('announces a spectator who comes, leaves, and one who drops, by name; counts them; tells the spectator nothing of themselves', async () => {
    const host = await startHost({ game: 'nains' });
    const { tableId, owner, guest } = await startedPair(host);

    const bia = makeClient(host);
    await bia.client.connect();
    await bia.client.watch(tableId, 'Bia');
    await until(() => watchNotices(guest).length === 1, 2000, 'the guest to hear of Bia');
    expect(watchNotices(owner)).toEqual([{ code: 'watching', seat: null, name: 'Bia' }]);
    expect(watchNotices(guest)).toEqual([{ code: 'watching', seat: null, name: 'Bia' }]);
    expect(owner.client.getSnapshot().table?.spectators).toBe(1);

    const caio = makeClient(host);
    await caio.client.connect();
    await caio.client.watch(tableId, 'Caio');
    await until(() => owner.client.getSnapshot().table?.spectators === 2, 2000, 'two watching');
    await until(() => watchNotices(bia).length === 1, 2000, 'Bia to hear of Caio');
    // Each spectator hears of the other, never of themselves.
    expect(watchNotices(bia)).toEqual([{ code: 'watching', seat: null, name: 'Caio' }]);
    expect(watchNotices(caio)).toEqual([]);

    await bia.client.leave();
    await until(() => watchNotices(owner).length === 3, 2000, 'the owner to hear Bia left');
    expect(watchNotices(owner).at(-1)).toEqual({ code: 'stoppedWatching', seat: null, name: 'Bia' });
    expect(owner.client.getSnapshot().table?.spectators).toBe(1);

    // A spectator whose connection drops is gone at once, and said so.
    caio.client.close();
    await until(() => watchNotices(guest).length === 4, 2000, 'the guest to hear Caio went');
    expect(watchNotices(guest).at(-1)).toEqual({ code: 'stoppedWatching', seat: null, name: 'Caio' });
    expect(guest.client.getSnapshot().table?.spectators).toBe(0);
  }, 20_000);

  it('says nothing of watching when a spectator sits down: the table hears they joined instead', async () => {
    const host = await startHost({ game: 'nains' });
    const { tableId, clients } = await seatedTable(host, 1, 2);
    const [owner] = clients;
    if (!owner) throw new Error('no owner');
    const bia = makeClient(host);
    await bia.client.connect();
    await bia.client.watch(tableId, 'Bia');
    await bia.client.join(tableId, 'Bia', { seat: 1 });
    await until(() => owner.client.getSnapshot().notices.some((n) => n.code === 'joined' && n.name === 'Bia'), 2000, 'the join notice');
    expect(watchNotices(owner)).toEqual([{ code: 'watching', seat: null, name: 'Bia' }]);
    expect(owner.client.getSnapshot().table?.spectators).toBe(0);
  }, 20_000);
});

describe('notice frames on the client', () => {
  it('are checked for their shape; a code from a newer host still parses (the app leaves it out where shown)', () => {
    const frame = (notice: unknown) => JSON.stringify({ type: 'notice', notice });
    expect(parseHostMessage(frame({ code: 'watching', seat: null, name: 'Bia', at: 1 }))).toMatchObject({ notice: { code: 'watching', name: 'Bia' } });
    expect(parseHostMessage(frame({ code: 'somethingNewer', seat: null, name: 'Bia', at: 1 }))).not.toBeNull();
    expect(parseHostMessage(frame({ code: 'watching', seat: 'x', name: 'Bia', at: 1 }))).toBeNull();
    expect(parseHostMessage(frame({ code: 'watching', seat: null, at: 1 }))).toBeNull();
  });
});
