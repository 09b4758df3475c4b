/**
 * Every game's LAN seat is the one session interface too (issue 26, item 2): fed a host's frames of
 * a real game through a real LanClient, Mirianth's RemoteSession and the Nains and Miremarsh seats
 * (module remote + LAN transport) give the same table snapshot: nothing before the game, then the
 * seat's own view, each update's events with the view before them, this seat to move for, a move
 * sent to the host once and its refusal shown, no undo, replay or curtain.
 */
import { describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../../src/engine/registry';
import type { AnyGameModule, BaseEvent } from '../../../src/engine/kit/module';
import { seatId, type SeatId } from '../../../src/engine/kit/ids';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import type { HostMessage } from '../../../src/shared/lan/hostMessages';
import { mirianthClient } from '../../../src/renderer/games/mirianth/lan/lanTypes';
import { RemoteSession } from '../../../src/renderer/games/mirianth/lan/remoteSession';
import type { LanSeat } from '../../../src/renderer/games/gameTable';
import type { RemoteClient } from '../../../src/renderer/lan/remoteClient';
import { moduleLanSeat } from '../../../src/renderer/session/lanTransport';
import { fakeHost, seatView, tableFrame } from '../lanHostScript';

vi.hoisted(() => {
  if (!('window' in globalThis)) Object.assign(globalThis, { window: {} });
});

const ME = seatId(1);
const flush = () => new Promise((r) => setTimeout(r, 0));

function seatFor(id: string, client: RemoteClient): LanSeat {
  if (id !== mirianthModule.id) return moduleLanSeat(client, id);
  const remote = new RemoteSession(mirianthClient(client));
  return { session: remote, dispose: () => remote.dispose() };
}

/** A game's first moves as the host sends them to `me`: a full view first, then each update's view and events. */
function hostFrames(module: AnyGameModule, seed: string, me: SeatId, moves: number): HostMessage[] {
  let { state, events } = module.create({ seed, players: [{ name: 'Ana' }, { name: 'Bia' }] });
  const seen = (list: readonly BaseEvent[]) => list.flatMap((e) => { const s = module.audience(e, me); return s ? [s] : []; });
  const frames: HostMessage[] = [{ type: 'game', view: module.view(state, me) as never, full: true, events: [], history: seen(events) as never, moveNo: 0, clock: [] }];
  for (let i = 1; i <= moves; i++) {
    const seat = module.ctx(state).awaiting[0];
    if (seat === undefined) break;
    const move = module.legalMoves(state, seat)[0];
    if (!move) throw new Error('no legal move');
    const r = module.apply(state, move);
    if (!r.ok) throw new Error(r.refusal.message);
    ({ state, events } = r);
    frames.push({ type: 'game', view: module.view(state, me) as never, full: false, events: seen(events) as never, moveNo: i, clock: [] });
  }
  return frames;
}

describe.each(GAMES.map((g) => g.id))('%s at a LAN table', (id) => {
  const module = GAMES.find((g) => g.id === id);
  if (!module) throw new Error(`no module ${id}`);

  it('reads as the one table session: the seat\'s view, each update\'s events and the view before, this seat to move for', async () => {
    const host = fakeHost();
    await host.seatAt(ME);
    const table = tableFrame('playing', [seatView(0), seatView(1)]);
    host.deliver({ ...table, table: { ...table.table, game: id } });
    const { session, dispose } = seatFor(id, host.client);
    expect(session.get()).toMatchObject({ transport: 'lan', active: false, view: null });
    const frames = hostFrames(module, `lan-seat-${id}`, ME, 6);
    let before = session.get();
    for (const [i, frame] of frames.entries()) {
      host.deliver(frame);
      const now = session.get();
      if (frame.type !== 'game') throw new Error('not a game frame');
      expect(now).toMatchObject({ transport: 'lan', active: true, viewer: ME, mover: ME, replay: null, undoSeat: null, curtain: false });
      expect(now.view).toEqual(frame.view);
      expect(now.seq).toBeGreaterThan(before.seq);
      if (i > 0) {
        expect(now.events).toEqual(frame.events);
        expect(now.previous).toEqual(before.view);
      }
      before = now;
    }
    expect(session.undo).toBeUndefined();
    expect(session.replayTo).toBeUndefined();
    dispose();
  });

  it('sends a move to the host once and shows its refusal, leaving the view as it was', async () => {
    const host = fakeHost();
    await host.seatAt(ME);
    const { session, dispose } = seatFor(id, host.client);
    const [first] = hostFrames(module, `lan-refuse-${id}`, ME, 0);
    if (!first) throw new Error('no frame');
    host.deliver(first);
    const shown = session.get();
    const move = { type: 'some-move', seat: ME };
    session.play(move);
    session.play(move);
    const sent = host.sent.filter((m) => m.type === 'move');
    expect(sent.map((m) => m['move'])).toEqual([move]);
    host.deliver({ type: 'error', id: sent[0]?.id, code: 'moveRefused', message: 'Not now' });
    await flush();
    const after = session.get();
    expect(after.connection?.refusal?.message).toContain('Not now');
    expect(after.view).toBe(shown.view);
    dispose();
  });
});
