/**
 * The remote session adapter fed a host's frames through a real LanClient: the table and the HUD
 * get the same snapshots and event batches as from a local game, built from one seat's views only.
 */
import { describe, expect, it } from 'vitest';
import { hashState } from '../../src/engine/kit/stateHash';
import { legalMoves, playerView, seatId, type SeatId } from '../../src/engine/games/mirianth';
import { isHuman } from '../../src/renderer/games/mirianth/game/seats';
import type { GameSource } from '../../src/renderer/games/mirianth/game/source';
import type { Batch } from '../../src/renderer/games/mirianth/game/types';
import { mirianthClient } from '../../src/renderer/games/mirianth/lan/lanTypes';
import { RemoteSession, seatsFor } from '../../src/renderer/games/mirianth/lan/remoteSession';
import { playedGame } from './fixtures';
import { fakeHost, gameFrames, historyAt, resumeFrame, seatView, tableFrame, TABLE_ID, TOKEN } from './lanHostScript';

const ME = seatId(1);
const steps = playedGame(4, 'lan-remote');
const frames = gameFrames(steps, ME);
/** Seat 0 a human elsewhere, seat 1 this client, seats 2–3 AIs. */
const seats = [seatView(0), seatView(1), seatView(2, { kind: 'ai', level: 'easy', name: 'AI 3' }), seatView(3, { kind: 'ai', level: 'random', name: 'AI 4' })];

async function seated(): Promise<{ host: ReturnType<typeof fakeHost>; remote: RemoteSession; batches: Batch[] }> {
  const host = fakeHost();
  await host.seatAt(ME);
  host.deliver(tableFrame('lobby', seats));
  const remote = new RemoteSession(mirianthClient(host.client));
  const batches: Batch[] = [];
  remote.onBatch((b) => batches.push(b));
  return { host, remote, batches };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('RemoteSession', () => {
  it('shows nothing before the game, then the start as a fresh game drawn from my seat', async () => {
    const { host, remote, batches } = await seated();
    expect(remote.getSnapshot()).toMatchObject({ screen: 'newGame', view: null });
    host.deliver(tableFrame('playing', seats));
    host.deliver(frames[0] ?? resumeFrame(steps, ME, 0));
    const s = remote.getSnapshot();
    expect(s).toMatchObject({ screen: 'playing', viewer: ME, gameId: 1, seed: '', refusal: null });
    const first = steps[0]?.state;
    if (!first) throw new Error('no game');
    expect(hashState(s.view)).toBe(hashState(playerView(first, ME)));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ events: [], viewer: ME });
  });

  it('turns every update into one batch with exactly its events, on the merged view', async () => {
    const { host, remote, batches } = await seated();
    host.deliver(tableFrame('playing', seats));
    let versions = remote.getSnapshot().version;
    for (const [i, frame] of frames.entries()) {
      host.deliver(frame);
      const s = remote.getSnapshot();
      const state = steps[i]?.state;
      if (!state) throw new Error('missing step');
      // Updates carry only new card definitions: the client merges them into a complete view.
      expect(hashState(s.view)).toBe(hashState(playerView(state, ME)));
      expect(batches[i]?.events).toEqual(frame.events);
      expect(batches[i]?.view).toBe(s.view);
      expect(s.version).toBeGreaterThan(versions);
      versions = s.version;
      // The actor is me when I am awaited, else the first awaited seat; only I am played here.
      const awaited = playerView(state, ME).awaiting;
      if (awaited.includes(ME)) expect(s.actor).toBe(ME);
      else if (s.actor !== null) expect(awaited).toContain(s.actor);
      const config = s.config?.seats ?? [];
      if (s.actor !== null) expect(isHuman(config, s.actor)).toBe(s.actor === ME);
      expect(s.gameId).toBe(1);
    }
    expect(remote.events().map((e) => e.event)).toEqual(frames.flatMap((f) => f.events));
    expect(remote.getSnapshot().view?.step).toBe('gameOver');
  });

  it('names AI seats by level, marks the other human as remote and shows who is away or replaced by the AI', async () => {
    const { host, remote } = await seated();
    host.deliver(frames[0] ?? resumeFrame(steps, ME, 0));
    host.deliver(tableFrame('playing', [seatView(0, { connected: false, aiPlaying: true }), ...seats.slice(1)]));
    const config = remote.getSnapshot().config?.seats ?? [];
    expect(config.map((c) => c.kind)).toEqual(['human', 'human', 'easy', 'easy']);
    expect(config.map((c) => c.remote === true)).toEqual([true, false, false, false]);
    expect(config[0]?.presence).toBe('ai');
    host.deliver(tableFrame('playing', [seatView(0, { connected: false }), ...seats.slice(1)]));
    expect(remote.getSnapshot().config?.seats[0]?.presence).toBe('away');
    const view = remote.getSnapshot().view;
    if (!view) throw new Error('no view');
    expect(seatsFor(view, null, ME).map((c) => c.remote === true)).toEqual([true, false, true, true]);
  });

  it('marks awaited AI-played seats as thinking', async () => {
    const { host, remote } = await seated();
    // The first step of a game is the announcement: every seat is awaited.
    host.deliver(frames[0] ?? resumeFrame(steps, ME, 0));
    host.deliver(tableFrame('playing', seats.map((s) => (s.kind === 'ai' ? { ...s, aiPlaying: true } : s))));
    const awaited = remote.getSnapshot().view?.awaiting ?? [];
    expect([...remote.getSnapshot().thinking].sort()).toEqual(awaited.filter((s: SeatId) => s >= 2).sort());
  });

  it('sends moves to the host once, and shows its refusal until the next update', async () => {
    const { host, remote } = await seated();
    host.deliver(frames[0] ?? resumeFrame(steps, ME, 0));
    const view = remote.getSnapshot().view;
    if (!view) throw new Error('no view');
    const move = legalMoves(view, ME)[0];
    if (!move) throw new Error('no legal move');
    expect(remote.submit(move)).toBeNull();
    remote.submit(move);
    const moves = host.sent.filter((m) => m.type === 'move');
    expect(moves).toHaveLength(1);
    expect(moves[0]?.['move']).toEqual(move);
    host.deliver({ type: 'error', id: moves[0]?.id, code: 'moveRefused', message: 'Not your turn', reason: 'notYourTurn', why: 'notYourTurn', params: { seat: 2 } });
    await flush();
    // The reason key and parameters come along, so the HUD translates the refusal.
    expect(remote.getSnapshot().refusal).toEqual({ message: 'Not your turn', reason: 'notYourTurn', params: { seat: 2 } });
    host.deliver(frames[1] ?? resumeFrame(steps, ME, 1));
    expect(remote.getSnapshot().refusal).toBeNull();
  });

  it('reads as the one table session: my seat\'s eyes, each update\'s events and the view before, the host\'s refusal, no undo or replay', async () => {
    const { host, remote } = await seated();
    expect(remote.get()).toMatchObject({ transport: 'lan', active: false, view: null, mover: null });
    host.deliver(tableFrame('playing', seats));
    host.deliver(frames[0] ?? resumeFrame(steps, ME, 0));
    const first = remote.get();
    expect(first).toMatchObject({ transport: 'lan', active: true, viewer: ME, previous: null, replay: null, undoSeat: null, curtain: false, connection: { refusal: null } });
    expect(first.view).toBe(remote.getSnapshot().view);
    const move = first.view ? legalMoves(first.view, ME)[0] : undefined;
    if (!move) throw new Error('no legal move');
    remote.play(move);
    const sent = host.sent.filter((m) => m.type === 'move');
    expect(sent.map((m) => m['move'])).toEqual([move]);
    host.deliver({ type: 'error', id: sent[0]?.id, code: 'moveRefused', message: 'Not your turn' });
    await flush();
    expect(remote.get().connection?.refusal?.message).toBe('Not your turn');
    expect(remote.get().view).toBe(first.view);
    const second = frames[1];
    if (!second) throw new Error('no second frame');
    host.deliver(second);
    const next = remote.get();
    expect(next.seq).toBeGreaterThan(first.seq);
    expect(next.previous).toBe(first.view);
    expect(next.events).toEqual(second.events);
    expect(next.log).toEqual(remote.events().map((e) => e.event));
    expect(next.connection).toEqual({ refusal: null });
    // This screen moves for my seat only, awaited or not (the host refuses a move out of turn).
    expect(next.mover).toBe(ME);
    const asSession: GameSource = remote;
    expect(asSession.undo).toBeUndefined();
    expect(asSession.replayTo).toBeUndefined();
    remote.dispose();
  });

  it('after a reconnect, continues the same game; after the sheet, the lobby; then the next game starts afresh', async () => {
    const { host, remote, batches } = await seated();
    for (const f of frames.slice(0, 6)) host.deliver(f);
    const logged = remote.events().length;
    host.deliver(resumeFrame(steps, ME, 5));
    expect(remote.getSnapshot().gameId).toBe(1);
    expect(remote.events()).toHaveLength(logged);
    expect(batches.at(-1)?.events).toEqual([]);

    for (const f of frames.slice(6)) host.deliver(f);
    remote.toNewGame();
    expect(remote.getSnapshot()).toMatchObject({ screen: 'newGame', view: null, gameId: 1 });
    host.deliver(resumeFrame(steps, ME, 0));
    expect(remote.getSnapshot()).toMatchObject({ screen: 'playing', gameId: 2 });
    expect(remote.events()).toHaveLength(0);
  });

  it('a fresh start logs the deal once and animates it', async () => {
    const { host, remote, batches } = await seated();
    const deal = historyAt(steps, 0);
    expect(deal.length).toBeGreaterThan(0);
    host.deliver({ ...resumeFrame(steps, ME, 0, true), events: deal });
    expect(remote.events().map((e) => e.event)).toEqual(deal);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.events).toEqual(deal);
  });

  it('after a reload, seeds the log from the full view\'s history as one batch, and animates none of it', async () => {
    const { host, remote, batches } = await seated();
    host.deliver(tableFrame('playing', seats));
    host.deliver(resumeFrame(steps, ME, 20, true));
    const log = remote.events();
    expect(log.map((e) => e.event)).toEqual(historyAt(steps, 20));
    expect(new Set(log.map((e) => e.seq))).toEqual(new Set([batches[0]?.seq]));
    expect(batches).toHaveLength(1);
    expect(batches[0]?.events).toEqual([]);
    expect(remote.getSnapshot()).toMatchObject({ screen: 'playing', gameId: 1 });

    // The game goes on from there: each update adds its own events, and animates only those.
    const next = frames[21];
    if (!next) throw new Error('no frame 21');
    host.deliver(next);
    expect(remote.events().map((e) => e.event)).toEqual(historyAt(steps, 21));
    expect(batches[1]?.events).toEqual(next.events);
  });

  it('after a reconnect that continues the game, keeps the log and takes in what happened while away', async () => {
    const { host, remote, batches } = await seated();
    host.deliver(tableFrame('playing', seats));
    for (const f of frames.slice(0, 8)) host.deliver(f);
    // The seat is resumed (same table and seat), then moves 8–12 arrive as one full view.
    host.deliver({ type: 'joined', tableId: TABLE_ID, seat: ME, token: TOKEN, owner: false });
    host.deliver(resumeFrame(steps, ME, 12, true));
    expect(remote.getSnapshot().gameId).toBe(1);
    expect(remote.events().map((e) => e.event)).toEqual(historyAt(steps, 12));
    expect(batches.at(-1)?.events).toEqual([]);
    // A host without history (an older one) leaves the log as it was.
    const logged = remote.events().length;
    host.deliver(resumeFrame(steps, ME, 12));
    expect(remote.events()).toHaveLength(logged);
    expect(remote.getSnapshot().gameId).toBe(1);
  });

  it('goes back to no game when the seat is lost (kicked)', async () => {
    const { host, remote } = await seated();
    host.deliver(frames[0] ?? resumeFrame(steps, ME, 0));
    host.deliver({ type: 'kicked', reason: 'kicked' });
    expect(remote.getSnapshot()).toMatchObject({ screen: 'newGame', view: null });
    expect(remote.seat()).toBeNull();
    remote.dispose();
  });

  it('a spectator (watching, no seat) sees the game drawn from the first seat, with no seat to play', async () => {
    const host = fakeHost();
    await host.client.connect();
    const watching = host.client.watch(TABLE_ID, 'Late friend');
    host.deliver({ type: 'watching', id: host.last('watch')?.id, tableId: TABLE_ID, name: 'Late friend' });
    await watching;
    host.deliver(tableFrame('playing', seats));
    const remote = new RemoteSession(mirianthClient(host.client));
    const state = steps[3]?.state;
    if (!state) throw new Error('no game');
    host.deliver({ type: 'game', view: playerView(state, null), full: true, events: [], moveNo: 3, clock: [] });
    const s = remote.getSnapshot();
    expect(s).toMatchObject({ screen: 'playing', viewer: 0 });
    expect(s.view?.you).toBeNull();
    const config = s.config?.seats ?? [];
    expect(config).toHaveLength(4);
    expect(config.some((_, i) => isHuman(config, seatId(i)))).toBe(false);
    expect(remote.seat()).toBeNull();
    // Through the one table session: nobody's eyes and no seat to move for.
    expect(remote.get()).toMatchObject({ transport: 'lan', active: true, viewer: null, mover: null });
    remote.dispose();
  });
});

