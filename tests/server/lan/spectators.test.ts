/**
 * Issue 14: spectators at LAN tables. A late friend watches a running table: the host sends them
 * the view for nobody (`module.view(state, null)`) and events as nobody may see them, so no hidden
 * information travels (wire probe per game: Mirianth's decks and seed, Nains' secret bids before
 * their reveal, Miremarsh's peeks and face-down tiles). They chat, cannot move, and take a free
 * seat with `join` when one opens.
 */
import { mirianthSnapshot } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import type { AnyGameModule } from '../../../src/engine/kit/module';
import type { GameState } from '../../../src/engine/games/mirianth';
import { miremarshModule } from '../../../src/engine/games/miremarsh/module';
import type { MiremarshState } from '../../../src/engine/games/miremarsh/state';
import { nainsModule } from '../../../src/engine/games/nains/module';
import type { NainsState } from '../../../src/engine/games/nains/types';
import { mirianthModule as MIRIANTH_MODULE } from '../../../src/engine/games/mirianth/module';
import type { FrameTap } from '../../../src/server/lan/conn';
import { closeOpened, driveAll, makeClient, readyAndStart, seatedTable, startedPair, startHost, until, type TestClient } from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';
import { driveWithBot } from '../../../src/shared/lan/botDriver';
import { LIMITS } from '../../../src/shared/lan/protocol';

afterEach(closeOpened);

type Cards = Record<string, unknown>;
const cardsOf = (v: unknown): Cards | null => (typeof v === 'object' && v !== null && 'cards' in v && typeof v.cards === 'object' ? v.cards as Cards : null);

/** The sent view is the expected one; card definitions may be cut to the newly visible ones (cardDelta.ts), never more. */
function sameView(sent: unknown, expected: unknown): boolean {
  const sentCards = cardsOf(sent);
  const all = cardsOf(expected);
  if (!sentCards || !all) return JSON.stringify(sent) === JSON.stringify(expected);
  const same = JSON.stringify({ ...(sent as object), cards: null }) === JSON.stringify({ ...(expected as object), cards: null });
  return same && Object.entries(sentCards).every(([id, def]) => JSON.stringify(all[id]) === JSON.stringify(def));
}

interface SpectatorProbe { frames: number; secrets: number; problems: string[] }

/**
 * Judges every game frame sent to a connection without a seat against the host's state at send
 * time: it must be exactly the view for nobody, its events as nobody sees them, and pass `check`
 * (a game's own hidden fields). `check` returns how many secrets the full state held then.
 */
function spectatorTap(hostRef: () => LanHost | null, module: AnyGameModule, out: SpectatorProbe, check: (state: unknown, frame: string) => number): FrameTap {
  return ({ tableId, seat, data }) => {
    const msg = JSON.parse(data) as { type: string; view?: unknown; events?: unknown[]; history?: unknown[] };
    const host = hostRef();
    if (msg.type !== 'game' || seat !== null || tableId === null || !host) return;
    const info = host.inspect(tableId);
    if (!info) return;
    out.frames++;
    if (!sameView(msg.view, module.view(info.game, null))) out.problems.push('view is not module.view(state, null)');
    for (const e of [...(msg.events ?? []), ...(msg.history ?? [])]) {
      const seen = module.audience(e as never, null);
      if (JSON.stringify(seen) !== JSON.stringify(e)) out.problems.push(`event ${(e as { type: string }).type} is not as a spectator sees it`);
    }
    out.secrets += check(info.game, data);
  };
}

/** Nains' hidden fields in a spectator's frame; returns how many bids were secret at send time. */
function nainsSecrets(problems: string[]) {
  return (state: unknown, frame: string): number => {
    const s = state as NainsState;
    const msg = JSON.parse(frame) as { view: { bids: unknown[] | null; placed: { pouch: unknown }[] | null }; events: { type: string; taverns?: unknown; cards?: unknown }[] };
    let secrets = 0;
    s.bids?.values.forEach((v, i) => {
      if (v === null || s.bids?.revealed) return;
      secrets++;
      if (JSON.stringify(msg.view.bids?.[i]) !== JSON.stringify({ committed: true, hidden: true })) problems.push(`seat ${i}'s secret bid travelled`);
    });
    if (msg.view.placed?.some((p) => p.pouch !== null)) problems.push('a pouch travelled');
    for (const e of msg.events) {
      if (e.type === 'bidPlaced' && e.taverns !== null) problems.push('bidPlaced carried a bid');
      if (e.type === 'svaraLooked' && e.cards !== null) problems.push('svaraLooked carried cards');
    }
    return secrets;
  };
}

function botsPlay(clients: TestClient[], module: AnyGameModule, seed: number): Promise<unknown> {
  return Promise.all(clients.map((c, i) => {
    const bot = createRandomGameBot(module, seed + i);
    return driveWithBot({ client: c.client, bot: { kind: 'random', choose: bot.choose.bind(bot) } }).done;
  }));
}

/** A spectator who arrives once the game is running (after `moves` moves). */
async function lateSpectator(host: LanHost, tableId: string, seated: TestClient, moves: number): Promise<TestClient> {
  await until(() => (mirianthSnapshot(seated.client).game?.moveNo ?? 0) >= moves, 10_000, `move ${moves}`);
  const watcher = makeClient(host);
  await watcher.client.connect();
  await watcher.client.watch(tableId, 'Late friend');
  return watcher;
}

describe('spectators at a LAN table', () => {
  it('the probe flags a seated player\'s Nains view sent to a spectator while their bid is secret', () => {
    let state = nainsModule.create({ seed: 'probe', players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }).state;
    const bot = createRandomGameBot(nainsModule, 1);
    while (!state.bids?.values.some((v) => v !== null)) {
      const seat = nainsModule.ctx(state).awaiting[0];
      if (seat === undefined) throw new Error('nobody awaited');
      const r = nainsModule.apply(state, bot.choose(nainsModule.view(state, seat), seat));
      if (!r.ok) throw new Error(r.refusal.message);
      state = r.state;
    }
    const bidder = state.bids.values.findIndex((v) => v !== null);
    const caught: SpectatorProbe = { frames: 0, secrets: 0, problems: [] };
    const fakeHost = { inspect: () => ({ game: state }) } as unknown as LanHost;
    const tap = spectatorTap(() => fakeHost, nainsModule, caught, nainsSecrets(caught.problems));
    tap({ connId: 1, tableId: 't', seat: null, data: JSON.stringify({ type: 'game', view: nainsModule.view(state, bidder as never), events: [] }) });
    expect(caught.problems).toContain('view is not module.view(state, null)');
    expect(caught.problems).toContain(`seat ${bidder}'s secret bid travelled`);
  });

  it('a late friend watches a running Mirianth game: the view for nobody, no deck card or seed, chat yes, moves no', async () => {
    let host: LanHost | null = null;
    const seen: SpectatorProbe = { frames: 0, secrets: 0, problems: [] };
    const mirianth: AnyGameModule = MIRIANTH_MODULE;
    host = await startHost({
      onFrame: spectatorTap(() => host, mirianth, seen, (state, frame) => {
        const s = state as GameState;
        const strings = new Set(Array.from(frame.matchAll(/"((?:[^"\\]|\\.)*)"/g), (m) => m[1]));
        for (const id of [...s.drawDeck, ...s.plagueDeck]) if (strings.has(id)) seen.problems.push(`deck card ${id}`);
        if (/"(seed|rng|drawDeck|plagueDeck)"/.test(frame)) seen.problems.push('a hidden key travelled');
        if (typeof s.seed === 'string' && strings.has(s.seed)) seen.problems.push('the seed travelled');
        return s.drawDeck.length;
      }),
    });
    const { tableId, clients } = await seatedTable(host, 2, 3);
    const [owner, second] = clients;
    if (!owner || !second) throw new Error('clients missing');
    await owner.client.configureSeat(2, 'ai', 'random');
    await readyAndStart(clients);
    const driven = driveAll(clients, 7);
    const watcher = await lateSpectator(host, tableId, owner, 10);
    const ws = mirianthSnapshot(watcher.client);
    expect(ws.watching).toMatchObject({ tableId, name: 'Late friend' });
    expect(ws.session).toBeNull();
    expect(ws.game?.view.you).toBeNull();
    expect(ws.table?.spectators).toBe(1);
    await until(() => owner.client.getSnapshot().table?.spectators === 1, 2000, 'the players to see one spectator');
    // Cannot move, ready or start: a clear refusal, the game goes on.
    await expect(watcher.client.move({ type: 'endTurn', seat: 0 } as never)).rejects.toMatchObject({ code: 'spectating' });
    await expect(watcher.client.ready(true)).rejects.toMatchObject({ code: 'spectating' });
    // Chat reaches the players, as a line with no seat.
    await watcher.client.chat('nice move');
    await until(() => owner.client.getSnapshot().chat.some((l) => l.text === 'nice move' && l.seat === null && l.name === 'Late friend'), 2000, 'the chat line');
    await Promise.all(driven.drivers.map((d) => d.done));
    await until(() => mirianthSnapshot(watcher.client).game?.view.step === 'gameOver', 2000, 'the spectator to see the end');
    expect(seen.problems).toEqual([]);
    expect(seen.frames).toBeGreaterThan(20);
    expect(seen.secrets).toBeGreaterThan(0);
    // Leaving as a spectator frees nothing and updates the count.
    await watcher.client.leave();
    await until(() => owner.client.getSnapshot().table?.spectators === 0, 2000, 'the count to drop');
  }, 30_000);

  it('Nains: a spectator never receives a secret bid before its reveal', async () => {
    let host: LanHost | null = null;
    const seen: SpectatorProbe = { frames: 0, secrets: 0, problems: [] };
    host = await startHost({
      game: 'nains',
      onFrame: spectatorTap(() => host, nainsModule, seen, nainsSecrets(seen.problems)),
    });
    const { tableId, clients } = await seatedTable(host, 3);
    const [owner] = clients;
    if (!owner) throw new Error('no owner');
    await readyAndStart(clients);
    const played = botsPlay(clients, nainsModule, 300);
    const watcher = await lateSpectator(host, tableId, owner, 2);
    await played;
    await until(() => watcher.client.getSnapshot().table?.phase === 'over' && (mirianthSnapshot(watcher.client).game?.view as { step?: string } | undefined)?.step === 'over', 2000, 'the spectator to see the end');
    expect(seen.problems).toEqual([]);
    expect(seen.frames).toBeGreaterThan(20);
    // The probe met real secrets: bids committed and not yet revealed while frames went out.
    expect(seen.secrets).toBeGreaterThan(10);
    console.log(`spectator probe (Nains): ${seen.frames} frames, ${seen.secrets} secret bids withheld`);
  }, 60_000);

  it('Miremarsh: a spectator never receives a peek, a face-down tile or a hidden pile', async () => {
    let host: LanHost | null = null;
    let peeks = 0;
    const seen: SpectatorProbe = { frames: 0, secrets: 0, problems: [] };
    host = await startHost({
      game: 'miremarsh',
      onFrame: spectatorTap(() => host, miremarshModule, seen, (state, frame) => {
        const s = state as MiremarshState;
        const msg = JSON.parse(frame) as { view: MiremarshState; events: { type: string; result?: unknown }[] };
        if (msg.view.peeks.some((p) => p.length > 0)) seen.problems.push('a peek travelled');
        if (msg.view.rng.length > 0) seen.problems.push('the generator travelled');
        for (const [id, space] of Object.entries(msg.view.board)) if (!space.faceUp && space.tile !== null) seen.problems.push(`face-down tile at ${id}`);
        if ([...msg.view.goblinPile, ...msg.view.piles.pet, ...msg.view.monsters[1]].some((c) => c !== '?')) seen.problems.push('a pile travelled');
        for (const e of msg.events) if (e.type === 'spied' && e.result !== null) seen.problems.push('a spy result travelled');
        peeks += s.peeks.reduce((n, p) => n + p.length, 0);
        return Object.values(s.board).filter((sp) => !sp.faceUp && sp.tile !== null).length;
      }),
    });
    const { tableId, clients } = await seatedTable(host, 2);
    const [owner] = clients;
    if (!owner) throw new Error('no owner');
    await readyAndStart(clients);
    const watcher = await (async () => {
      const played = botsPlay(clients, miremarshModule, 500);
      const w = await lateSpectator(host, tableId, owner, 3);
      await played;
      return w;
    })();
    await until(() => watcher.client.getSnapshot().table?.phase === 'over' && (mirianthSnapshot(watcher.client).game?.view as { step?: string } | undefined)?.step === 'over', 2000, 'the spectator to see the end');
    // Seeds are the host's own (random): play on at the same table until some seat has peeked.
    for (let game = 2; peeks === 0 && game <= 5; game++) {
      await until(() => owner.client.getSnapshot().table?.phase === 'over', 2000, 'the table to close its game');
      await readyAndStart(clients);
      await botsPlay(clients, miremarshModule, 500 + game * 10);
    }
    expect(seen.problems).toEqual([]);
    expect(seen.frames).toBeGreaterThan(20);
    expect(seen.secrets).toBeGreaterThan(0);
    expect(peeks).toBeGreaterThan(0);
    console.log(`spectator probe (Miremarsh): ${seen.frames} frames, ${seen.secrets} face-down tiles and ${peeks} peeks withheld`);
  }, 60_000);

  it('a spectator takes the seat a player frees after the game and plays the next one', async () => {
    const host = await startHost({ game: 'nains' });
    const { tableId, clients, owner, guest: leaver } = await startedPair(host);
    const played = botsPlay(clients, nainsModule, 40);
    const watcher = await lateSpectator(host, tableId, owner, 1);
    // No seat is free while everyone plays.
    await expect(watcher.client.join(tableId, 'Late friend')).rejects.toMatchObject({ code: 'tableFull' });
    expect(watcher.client.getSnapshot().watching?.tableId).toBe(tableId);
    await played;
    await until(() => owner.client.getSnapshot().table?.phase === 'over', 2000, 'the game to end');
    await leaver.client.leave();
    await until(() => watcher.client.getSnapshot().table?.seats[1]?.occupied === false, 2000, 'the seat to free');
    const session = await watcher.client.join(tableId, 'Late friend', { seat: 1 });
    expect(session.seat).toBe(1);
    const after = mirianthSnapshot(watcher.client);
    expect(after.watching).toBeNull();
    expect(after.table?.spectators).toBe(0);
    await watcher.client.ready(true);
    await owner.client.start();
    await until(() => mirianthSnapshot(watcher.client).game?.view.you === 1, 2000, 'the new game from seat 2');
  }, 30_000);

  it('refuses a spectator clearly: wrong password, a full gallery, watching elsewhere, watching twice', async () => {
    const host = await startHost();
    const { tableId: locked } = host.createTable({ name: 'Locked', seats: 2, password: 'secret' });
    const { tableId: open } = host.createTable({ name: 'Open', seats: 2 });
    const c = makeClient(host);
    await c.client.connect();
    await expect(c.client.watch(locked, 'Ana')).rejects.toMatchObject({ code: 'badPassword' });
    await c.client.watch(locked, 'Ana', 'secret');
    await expect(c.client.watch(locked, 'Ana', 'secret')).rejects.toMatchObject({ code: 'alreadySeated' });
    await expect(c.client.join(open, 'Ana')).rejects.toMatchObject({ code: 'alreadySeated' });
    await expect(c.client.watch('000000000000', 'Ana')).rejects.toMatchObject({ code: 'noSuchTable' });
    const full: TestClient[] = [];
    for (let i = 0; i < LIMITS.spectators; i++) {
      const w = makeClient(host);
      await w.client.connect();
      await w.client.watch(open, `W${i}`);
      full.push(w);
    }
    const late = makeClient(host);
    await late.client.connect();
    await expect(late.client.watch(open, 'One too many')).rejects.toMatchObject({ code: 'tableFull' });
    // A spectator who drops is gone at once (nothing is held), so another may watch.
    full[0]?.drop();
    await until(() => host.tableSummaries().find((t) => t.id === open)?.spectators === LIMITS.spectators - 1, 2000, 'the drop');
    await late.client.watch(open, 'Next');
  });
});
