/**
 * The module remote (Nains and Miremarsh LAN tables) fed a host's frames through a real LanClient:
 * the screen gets the view the host sent, the one before it, the latest events and a log; moves go
 * to the host and a refusal shows; a game it does not follow (Mirianth's, read by its own LAN session) is left alone.
 */
import { describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../src/ai/kit/randomBot';
import { seatId } from '../../src/engine/kit/ids';
import { nainsModule } from '../../src/engine/games/nains/module';
import { createModuleRemote } from '../../src/renderer/lan/moduleRemote';
import { fakeHost, gameFrames } from './lanHostScript';
import { playedGame } from './fixtures';

const ME = seatId(0);
/** The games drawn over the module remote here, as seatGames asks the registry. */
const FOLLOWS = (game: string): boolean => game !== 'mirianth-wars';

function nainsGame(): { frames: { view: unknown; events: unknown[] }[] } {
  let { state, events } = nainsModule.create({ seed: 'remote', players: [{ name: 'Ana' }, { name: 'Bia' }] });
  const frames = [{ view: nainsModule.view(state, ME), events: events.map((e) => nainsModule.audience(e, ME)) }];
  const bot = createRandomGameBot(nainsModule, 3);
  for (let i = 0; i < 4; i++) {
    const seat = nainsModule.ctx(state).awaiting[0];
    if (seat === undefined) break;
    const r = nainsModule.apply(state, bot.choose(nainsModule.view(state, seat), seat));
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
    events = r.events;
    frames.push({ view: nainsModule.view(state, ME), events: events.map((e) => nainsModule.audience(e, ME)) });
  }
  return { frames };
}

describe('module remote', () => {
  it('shows each Nains view with the one before, its events and a growing log; dismiss closes the sheet until the next game', async () => {
    const host = fakeHost();
    await host.seatAt(ME);
    const remote = createModuleRemote(host.client, FOLLOWS);
    const { frames } = nainsGame();
    const [first, ...rest] = frames;
    if (!first) throw new Error('no frames');
    host.deliver({ type: 'game', view: first.view as never, full: true, events: first.events as never, history: first.events as never, moveNo: 0, clock: [] });
    expect(remote.store.get()).toMatchObject({ game: 'nains', you: 0, previous: null, seq: 1 });
    rest.forEach((f, i) => host.deliver({ type: 'game', view: f.view as never, full: false, events: f.events as never, moveNo: i + 1, clock: [] }));
    const s = remote.store.get();
    expect(s.view).toEqual(rest.at(-1)?.view);
    expect(s.previous).toEqual(rest.at(-2)?.view);
    expect(s.events).toEqual(rest.at(-1)?.events);
    expect(s.log).toHaveLength(frames.reduce((n, f) => n + f.events.length, 0));
    remote.dismiss();
    expect(remote.store.get().dismissed).toBe(true);
    host.deliver({ type: 'game', view: first.view as never, full: true, events: [], moveNo: 0, clock: [] });
    expect(remote.store.get().dismissed).toBe(false);
    remote.dispose();
  });

  it('sends a move to the host and shows its refusal', async () => {
    const host = fakeHost();
    await host.seatAt(ME);
    const remote = createModuleRemote(host.client, FOLLOWS);
    remote.play({ type: 'bid', seat: ME } as never);
    const sent = host.last('move');
    expect(sent?.move).toEqual({ type: 'bid', seat: ME });
    host.deliver({ type: 'error', id: sent?.id, code: 'moveRefused', message: 'Not now' });
    await new Promise((r) => setTimeout(r, 0));
    expect(remote.store.get().refusal?.message).toContain('Not now');
    remote.dispose();
  });

  it('leaves the frames of a game it does not follow (Mirianth\'s) alone', async () => {
    const host = fakeHost();
    await host.seatAt(1);
    const remote = createModuleRemote(host.client, FOLLOWS);
    const frame = gameFrames(playedGame(4, 'module-remote'), seatId(1))[0];
    if (!frame) throw new Error('no frame');
    host.deliver(frame);
    expect(remote.store.get()).toMatchObject({ game: null, view: null, seq: 0 });
    remote.dispose();
  });
});
