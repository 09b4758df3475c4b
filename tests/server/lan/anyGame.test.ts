/**
 * Issue 13: the LAN host runs a table of any game of its catalog. Toy Duel (tests/support/toyGame),
 * which no platform file imports, is hosted on loopback; two clients join, bots play both seats
 * over the wire to the end; then one seat is the host's AI (the kit's search bot for this game).
 * The wire probe checks every game frame against the authoritative state when it is sent: each
 * client receives exactly `module.view(state, itsSeat)` and `module.audience(event, itsSeat)` of
 * each event, so the other seat's secret bid never travels before the reveal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createRandomGameBot } from '../../../src/ai/kit/randomBot';
import type { SeatId } from '../../../src/engine/kit/ids';
import type { FrameTap } from '../../../src/server/lan/conn';
import { closeOpened, readyAndStart, seatedTable, startHost, until } from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';
import { driveWithBot, type DrivenBot } from '../../../src/shared/lan/botDriver';
import { nainsModule } from '../../../src/engine/games/nains/module';
import type { NainsState } from '../../../src/engine/games/nains/types';
import { TOY_AIS, TOY_CATALOG } from '../../support/toyCatalog';
import { toyGame, type ToyEvent, type ToyMove, type ToyState } from '../../support/toyGame';

afterEach(closeOpened);

const games = { catalog: TOY_CATALOG, ais: TOY_AIS };

function randomToyBot(seed: number): DrivenBot<ToyMove> {
  const bot = createRandomGameBot(toyGame, seed);
  return { kind: 'random', choose: bot.choose.bind(bot) };
}

/** The state and the last move's events, rebuilt from the host's record (seed and moves). */
function replayed(seed: number | string, names: readonly string[], moves: readonly unknown[]): { state: ToyState; events: ToyEvent[] } {
  const started = toyGame.create({ seed, players: names.map((name) => ({ name })) });
  let state = started.state;
  let events = started.events;
  for (const m of moves) {
    const parsed = toyGame.parseMove(m);
    if (!parsed.ok) throw new Error(parsed.message);
    const r = toyGame.apply(state, parsed.move);
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
    events = r.events;
  }
  return { state, events };
}

interface Probe { frames: number; hiddenBids: number; problems: string[] }

/** A frame tap that judges every game frame against the host's state at send time. */
function probe(hostRef: () => LanHost | null, probeOut: Probe): FrameTap {
  return ({ tableId, seat, data }) => {
    const msg = JSON.parse(data) as { type: string; view?: unknown; events?: unknown[]; full?: boolean };
    const host = hostRef();
    if (msg.type !== 'game' || !host || tableId === null || seat === null) return;
    const info = host.inspect(tableId);
    if (!info || info.seed === null) return;
    probeOut.frames++;
    const { state, events } = replayed(info.seed, (info.game as ToyState).names, info.gameMoves);
    const problems = probeOut.problems;
    if (JSON.stringify(msg.view) !== JSON.stringify(toyGame.view(state, seat))) problems.push(`seat ${seat}: view is not module.view(state, seat)`);
    // The opening events travel with the first full view; after a move, that move's events.
    const expected = (info.gameMoves.length === 0 || !msg.full ? events : []).map((e) => toyGame.audience(e, seat)).filter((e) => e !== null);
    if (JSON.stringify(msg.events) !== JSON.stringify(expected)) problems.push(`seat ${seat}: events are not module.audience(event, seat)`);
    if (/"rng"/.test(data)) problems.push(`seat ${seat}: the die's generator travelled`);
    const other = (1 - seat) as SeatId;
    const secret = state.step === 'bidding' && !state.bids.revealed ? state.bids.values[other] : null;
    if (secret !== null && secret !== undefined) {
      probeOut.hiddenBids++;
      const view = toyGame.view(state, seat);
      if ('value' in (view.bids[other] ?? {})) problems.push('the module itself shows the secret bid');
      const sent = JSON.stringify((msg.view as { bids: unknown[] }).bids[other]);
      if (sent !== JSON.stringify({ committed: true, hidden: true })) problems.push(`seat ${seat}: the other bid travelled as ${sent}`);
      for (const e of msg.events ?? []) {
        const ev = e as { type: string; seat?: number; amount?: number | null };
        if (ev.type === 'bidPlaced' && ev.seat === other && ev.amount !== null) problems.push(`seat ${seat}: bidPlaced carried the other bid`);
      }
    }
  };
}

describe('a LAN table of a game the platform never imported', () => {
  it('two clients join, play Toy Duel to the end over the wire, and each receives only its view and audience', async () => {
    let host: LanHost | null = null;
    const seen: Probe = { frames: 0, hiddenBids: 0, problems: [] };
    host = await startHost({ games, game: 'toy-duel', onFrame: probe(() => host, seen) });
    const { tableId, clients } = await seatedTable(host, 2, 2, { client: () => ({ catalog: TOY_CATALOG }) });
    const [a] = clients;
    expect(a?.client.getSnapshot().table).toMatchObject({ game: 'toy-duel', botLevels: ['random', 'easy', 'normal', 'hard'] });
    await readyAndStart(clients);
    const moves = new Map<number, ToyMove>();
    const drivers = clients.map((c, i) => driveWithBot({ client: c.client, bot: randomToyBot(40 + i), onMove: (m, n) => moves.set(n, m) }));
    const finals = await Promise.all(drivers.map((d) => d.done));
    const info = host.inspect(tableId);
    if (!info || info.seed === null) throw new Error('no game');
    const final = info.game as ToyState;
    expect(toyGame.ctx(final).over).toBe(true);
    expect(info.gameName).toBe(toyGame.id);
    // Each client's last view is its own seat's view of the final state.
    finals.forEach((s, seat) => expect(s.game?.view).toEqual(toyGame.view(final, seat as SeatId)));
    // Every move the clients sent is the host's record; replaying it gives the same game.
    expect([...moves.keys()].sort((x, y) => x - y)).toEqual(info.gameMoves.map((_, i) => i + 1));
    expect(toyGame.hash(replayed(info.seed, final.names, info.gameMoves).state)).toBe(toyGame.hash(final));
    await until(() => host?.tableSummaries()[0]?.phase === 'over', 2000, 'the table to close its game');
    expect(seen.problems).toEqual([]);
    expect(seen.frames).toBeGreaterThan(2 * info.gameMoves.length);
    expect(seen.hiddenBids).toBeGreaterThan(0);
  });

  it('the host\'s AI plays a seat of it (the kit\'s search bot), and a wrong seat count is refused', async () => {
    let host: LanHost | null = null;
    const seen: Probe = { frames: 0, hiddenBids: 0, problems: [] };
    host = await startHost({ games, game: 'toy-duel', onFrame: probe(() => host, seen) });
    expect(() => host?.createTable({ name: 'Three', seats: 3 })).toThrow(/Toy Duel takes 2 to 2 players, not 3/);
    const { tableId, clients } = await seatedTable(host, 1, 2, { client: () => ({ catalog: TOY_CATALOG }) });
    const [owner] = clients;
    if (!owner) throw new Error('no client');
    await owner.client.configureSeat(1, 'ai', 'easy');
    await expect(owner.client.setOptions({ seats: 3 })).rejects.toMatchObject({ code: 'malformed' });
    await owner.client.start();
    const done = await driveWithBot({ client: owner.client, bot: randomToyBot(7) }).done;
    const info = host.inspect(tableId);
    expect(toyGame.ctx(info?.game as ToyState).over).toBe(true);
    expect(done.game?.moveNo).toBe(info?.gameMoves.length);
    expect(info?.gameMoves.some((m) => m.seat === 1)).toBe(true);
    expect(seen.problems).toEqual([]);
  });

  it('a registered second game (Nains) plays through the host with the registries alone, each frame its seat\'s view', async () => {
    let host: LanHost | null = null;
    let frames = 0;
    const problems: string[] = [];
    host = await startHost({
      game: 'nains',
      onFrame: ({ tableId, seat, data }) => {
        const msg = JSON.parse(data) as { type: string; view?: unknown };
        const info = tableId === null ? null : host?.inspect(tableId);
        if (msg.type !== 'game' || seat === null || !info) return;
        frames++;
        // Sent right after the state changed: the host's state now is the one this frame shows.
        if (JSON.stringify(msg.view) !== JSON.stringify(nainsModule.view(info.game as NainsState, seat))) problems.push(`seat ${seat}: not its view`);
      },
    });
    const { tableId, clients } = await seatedTable(host, 2, 3);
    const [owner] = clients;
    if (!owner) throw new Error('no client');
    expect(owner.client.getSnapshot().table?.game).toBe('nains');
    await owner.client.configureSeat(2, 'ai', 'random');
    await readyAndStart(clients);
    const drivers = clients.map((c, i) => {
      const bot = createRandomGameBot(nainsModule, 90 + i);
      return driveWithBot({ client: c.client, bot: { kind: 'random', choose: bot.choose.bind(bot) } });
    });
    await Promise.all(drivers.map((d) => d.done));
    expect(nainsModule.ctx(host.inspect(tableId)?.game as NainsState).over).toBe(true);
    expect(frames).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  }, 60_000);

  it('a client that does not know the game gives the seat back', async () => {
    const host = await startHost({ games, game: 'toy-duel' });
    const { tableId } = await seatedTable(host, 1, 2, { client: () => ({ catalog: TOY_CATALOG }) });
    const { makeClient } = await import('../../../src/server/lan/harness');
    const stranger = makeClient(host);
    await stranger.client.connect();
    await expect(stranger.client.join(tableId, 'Ana')).rejects.toMatchObject({ code: 'unknownGame' });
  });
});
