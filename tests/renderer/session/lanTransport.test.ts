/**
 * The LAN transport: the host's frames, through a real LanClient and the module remote, read in the
 * same table-session shape as a local game: the seat's view and the one before it, the events, the
 * log, this client's own move once the host acks it, the refusal in `connection`; no curtain, no
 * replay, no undo or saves (the host keeps the game).
 */
import { describe, expect, it } from 'vitest';
import { seatId } from '../../../src/engine/kit/ids';
import { nainsModule } from '../../../src/engine/games/nains/module';
import type { NainsEvent, NainsMove, NainsView } from '../../../src/engine/games/nains/types';
import { createModuleRemote } from '../../../src/renderer/lan/moduleRemote';
import { createLanTransport } from '../../../src/renderer/session/lanTransport';
import { saveCapable } from '../../../src/renderer/session/tableSession';
import { fakeHost } from '../lanHostScript';

const ME = seatId(0);

describe('LAN transport', () => {
  it('maps the host\'s frames to the table snapshot, with this client\'s acked move as the last move', async () => {
    const host = fakeHost();
    await host.seatAt(ME);
    const remote = createModuleRemote(host.client, () => true);
    const table = createLanTransport<NainsView, NainsMove, NainsEvent>(remote);
    const start = nainsModule.create({ seed: 'lan-t', players: [{ name: 'Ana' }, { name: 'Bia' }] });
    const view0 = nainsModule.view(start.state, ME);
    const events0 = start.events.flatMap((e) => nainsModule.audience(e, ME) ?? []);
    host.deliver({ type: 'game', view: view0 as never, full: true, events: events0 as never, history: events0 as never, moveNo: 0, clock: [] });
    expect(table.get()).toMatchObject({
      transport: 'lan', active: true, view: view0, previous: null, viewer: ME, mover: ME, curtain: false, replay: null, undoSeat: null, lastMove: null,
    });
    expect(table.get().log).toEqual(events0);
    const move = nainsModule.legalMoves(view0, ME)[0];
    if (!move) throw new Error('no move');
    table.play(move);
    const sent = host.last('move');
    expect(sent?.move).toEqual(move);
    const r = nainsModule.apply(start.state, move);
    if (!r.ok) throw new Error(r.refusal.message);
    const view1 = nainsModule.view(r.state, ME);
    const events1 = r.events.flatMap((e) => nainsModule.audience(e, ME) ?? []);
    host.deliver({ type: 'game', view: view1 as never, full: false, events: events1 as never, moveNo: 1, ack: sent?.id, clock: [] });
    const after = table.get();
    expect(after).toMatchObject({ view: view1, previous: view0, events: events1, lastMove: move, seq: 2, connection: { refusal: null } });
    expect(table.get()).toBe(after);
    // Someone else's move: no ack, so no last move this client could know.
    host.deliver({ type: 'game', view: view1 as never, full: false, events: [], moveNo: 2, clock: [] });
    expect(table.get().lastMove).toBeNull();
    expect(saveCapable(table)).toBeNull();
    expect(table.lift).toBeUndefined();
    table.leave();
    expect(table.get().active).toBe(false);
    remote.dispose();
  });

  it('is a spectator\'s table when the view is nobody\'s: shown and movable by no seat', async () => {
    const host = fakeHost();
    await host.seatAt(ME);
    const remote = createModuleRemote(host.client, () => true);
    const table = createLanTransport<NainsView, NainsMove, NainsEvent>(remote);
    const start = nainsModule.create({ seed: 'lan-w', players: [{ name: 'Ana' }, { name: 'Bia' }] });
    host.deliver({ type: 'game', view: nainsModule.view(start.state, null) as never, full: true, events: [], moveNo: 0, clock: [] });
    expect(table.get()).toMatchObject({ viewer: null, mover: null, active: true });
    remote.dispose();
  });
});
