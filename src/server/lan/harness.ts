/**
 * A loopback harness for the LAN tests and `npm run bench:lan`: a host on 127.0.0.1, clients,
 * bot-driven seats and raw sockets. Never used by the app itself.
 */
import { WebSocket } from 'ws';
import { drivenBot } from '../../ai/drivenBot';
import { startLanHost, type LanHost, type LanHostOptions, type NewTable } from './host';
import { nodeSocketFactory } from './nodeSocket';
import { driveWithBot, type BotDriver } from '../../shared/lan/botDriver';
import { LanClient, type LanClientOptions } from '../../shared/lan/client';
import type { HostMessage } from '../../shared/lan/hostMessages';
import { parseHostMessage } from '../../shared/lan/hostMessages';
import { DEFAULT_GAME_ID, gameById } from '../../engine/registry';
import type { BaseMove } from '../../engine/kit/module';

export const LOOPBACK = '127.0.0.1';

/** Hosts and clients opened here since the last `closeOpened()`: tests close them after each test. */
const opened: { hosts: LanHost[]; clients: TestClient[] } = { hosts: [], clients: [] };

export async function startHost(options: LanHostOptions = {}): Promise<LanHost> {
  // Bots answer within a millisecond; the default (human-sized) rate limit would slow them down.
  const host = await startLanHost({
    bindAddress: LOOPBACK, port: 0, heartbeatMs: 0, serverName: 'test host',
    rateLimit: { capacity: 1000, refillPerSec: 1000 }, ...options,
  });
  opened.hosts.push(host);
  return host;
}

/** Closes every client and host opened since the last call (an `afterEach`). */
export async function closeOpened(): Promise<void> {
  const { hosts, clients } = opened;
  opened.hosts = [];
  opened.clients = [];
  for (const c of clients) c.client.close();
  for (const h of hosts) await h.close();
}

export const wsUrl = (host: LanHost): string => `ws://${LOOPBACK}:${host.port}/ws`;

export interface TestClient {
  client: LanClient;
  /** The raw sockets this client opened, newest last (cut them to simulate a drop). */
  sockets: WebSocket[];
  drop(): void;
}

export function makeClient(host: LanHost, options: Partial<LanClientOptions> = {}): TestClient {
  const sockets: WebSocket[] = [];
  const client = new LanClient({
    url: wsUrl(host),
    socketFactory: nodeSocketFactory({ onSocket: (ws) => sockets.push(ws) }),
    heartbeatMs: 0,
    reconnect: { initialMs: 20, maxMs: 200, maxAttempts: 50 },
    ...options,
  });
  const made = { client, sockets, drop: () => sockets.at(-1)?.terminate() };
  opened.clients.push(made);
  return made;
}

/** A two-seat table whose game has started: its owner (seat 0) and the other player (seat 1). */
export async function startedPair(host: LanHost): Promise<{ tableId: string; clients: TestClient[]; owner: TestClient; guest: TestClient }> {
  const { tableId, clients } = await seatedTable(host, 2);
  const [owner, guest] = clients;
  if (!owner || !guest) throw new Error('clients missing');
  await readyAndStart(clients);
  return { tableId, clients, owner, guest };
}

/** Seats `count` connected clients at a new table, the first as owner; returns them seated. */
export async function seatedTable(
  host: LanHost, count: number, seats = count,
  extra: { table?: Omit<NewTable, 'name' | 'seats'>; client?: (i: number) => Partial<LanClientOptions> } = {},
): Promise<{ tableId: string; clients: TestClient[] }> {
  const { tableId, ownerKey } = host.createTable({ name: 'Test table', seats, ...extra.table });
  const clients: TestClient[] = [];
  for (let i = 0; i < count; i++) {
    const c = makeClient(host, extra.client?.(i));
    await c.client.connect();
    await c.client.join(tableId, `Player ${i + 1}`, { seat: i, ...(i === 0 ? { ownerKey } : {}) });
    clients.push(c);
  }
  return { tableId, clients };
}

export async function readyAndStart(clients: TestClient[]): Promise<void> {
  for (const c of clients.slice(1)) await c.client.ready(true);
  const owner = clients[0];
  if (!owner) throw new Error('no owner');
  await owner.client.start();
}

export interface Driven { drivers: BotDriver[]; moves: Map<number, BaseMove> }

/** Random bots (the default game's, from the AI registry) play every client's seat; `moves` collects each applied move by its number. */
export function driveAll(clients: TestClient[], seed: number, thinkMs = 0): Driven {
  const moves = new Map<number, BaseMove>();
  const game = gameById(DEFAULT_GAME_ID);
  const drivers = clients.map((c, i) => driveWithBot({
    client: c.client,
    bot: drivenBot(DEFAULT_GAME_ID, 'random', seed * 10 + i),
    // The default game's moves, checked by its module.
    onMove: (move, moveNo) => {
      const parsed = game.parseMove(move);
      if (!parsed.ok) throw new Error(`move ${moveNo} is not the default game's: ${parsed.message}`);
      moves.set(moveNo, parsed.move);
    },
    ...(thinkMs > 0 ? { thinkMs: () => thinkMs } : {}),
  }));
  return { drivers, moves };
}

/** Resolves when `pred` holds, polling; fails after `ms`. */
export async function until(pred: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  const t0 = Date.now();
  while (!pred()) {
    if (Date.now() - t0 > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * A bare WebSocket for raw-frame tests; collects every parsed message. `from` binds it to another
 * loopback address (127.x.y.z), so with `limitLoopback` each address stands for one LAN machine.
 */
export async function rawSocket(host: LanHost, headers: Record<string, string> = {}, from?: string): Promise<{ ws: WebSocket; got: HostMessage[]; frames: string[]; closed: Promise<number> }> {
  const ws = new WebSocket(wsUrl(host), { headers, ...(from === undefined ? {} : { localAddress: from }) });
  const got: HostMessage[] = [];
  const frames: string[] = [];
  ws.on('message', (d) => {
    const text = d.toString();
    frames.push(text);
    const m = parseHostMessage(text);
    if (m) got.push(m);
  });
  ws.on('error', () => undefined);
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, got, frames, closed };
}

export async function closeAll(clients: TestClient[], host: LanHost): Promise<void> {
  for (const c of clients) c.client.close();
  await host.close();
}

export type RawSocket = Awaited<ReturnType<typeof rawSocket>>;
let nextAskId = 1;

/** Sends `msg` on a raw socket with a fresh id and resolves with the reply that echoes it. */
export async function ask(s: RawSocket, msg: Record<string, unknown>, ms = 5000): Promise<{ type: string; code?: string; message?: string }> {
  const id = nextAskId++;
  s.ws.send(JSON.stringify({ ...msg, id }));
  const reply = () => s.got.find((m) => 'id' in m && m.id === id);
  await until(() => reply() !== undefined, ms, `a reply to ${String(msg['type'])}`);
  return reply() as { type: string; code?: string; message?: string };
}
