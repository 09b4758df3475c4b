/**
 * The LAN host: HTTP (web client + table info) and the `/ws` WebSocket endpoint on one port,
 * the tables, autosaves and restart resume. Plain Node: the Electron app (`setupLan.ts`) and the
 * headless server (`npm run serve`) run the same code. The parts: `hostTables.ts` (tables, who may
 * create one, restore, inspect) and `hostSockets.ts` (HTTP and WebSocket servers, connections).
 */
import type { Server } from 'node:http';
import type { BaseMove } from '../../engine/kit/module';
import { CLOSE_CODES, INFO_PATH, WS_PATH } from '../../shared/lan/protocol';
import type { TablePhase, TableSummary } from '../../shared/lan/tableView';
import type { AiGames, AiRunner } from './aiRunner';
import type { AuthLimits } from './authGuard';
import type { AutosaveProblem } from './autosave';
import { realClock, type Clock } from './clock';
import type { FrameTap } from './conn';
import { startHeartbeat } from './heartbeat';
import { openHostSockets, type HostSockets } from './hostSockets';
import { hostContext, inspectTable, openHostTables, restoreTables, type HostTables } from './hostTables';
import { digestPassword } from './secrets';
import { tableGame } from './tableGame';
import type { TableOptions } from './tableModel';
import type { RateLimit } from './rateLimit';

export interface LanHostOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Interface to listen on: '0.0.0.0' for the LAN, '127.0.0.1' for tests and benchmarks. */
  bindAddress?: string;
  serverName?: string;
  /** A host-wide password every client must give in `hello`. */
  password?: string;
  webDir?: string | null;
  /** Folder for autosaves; null runs without (nothing survives a restart). */
  autosaveDir?: string | null;
  /** Whether clients may create tables (a dedicated server); the desktop host creates its own. */
  allowRemoteCreate?: boolean;
  maxTables?: number;
  maxConnections?: number;
  rateLimit?: RateLimit;
  clock?: Clock;
  aiDelayMs?: number;
  /** Where AI decisions run; inline by default. Hosts serving people pass `workerAiRunner`. */
  ai?: AiRunner;
  /** Ping interval to find dead peers; 0 turns it off. */
  heartbeatMs?: number;
  /** Extra page origins allowed to connect (the renderer dev server). */
  allowedOrigins?: string[];
  /**
   * DNS names (besides address literals, localhost, this machine's name and `*.local`) that
   * requests may carry in their Host header; anything else gets 403 (DNS rebinding).
   */
  allowedHosts?: string[];
  /** Open WebSockets from one address (loopback exempt unless `limitLoopback`). */
  maxConnectionsPerIp?: number;
  /** Open TCP connections (HTTP and WebSocket) from one address; see socketGuard.ts. */
  maxSocketsPerIp?: number;
  /** Time a client has to send a request's headers (slowloris). */
  headerTimeoutMs?: number;
  /** Tables one connection / one address may have open (created over the wire) at once. */
  maxTablesPerConnection?: number;
  maxTablesPerIp?: number;
  /** How long a kicked player's address may not join that table again; 0 turns it off. */
  kickBanSeconds?: number;
  /** Wrong-password lockouts across connections. */
  authLimits?: AuthLimits;
  /** Apply the per-address limits (connections, tables, kick bans, lockouts) to loopback too (tests, probes). */
  limitLoopback?: boolean;
  /** Close connections that have not said hello by then; 0 turns it off. */
  helloTimeoutMs?: number;
  onFrame?: FrameTap;
  log?: (line: string) => void;
  /** The game tables play when their creator names none (default Mirianth Wars; `serve --game`). */
  game?: string;
  /**
   * The games tables may play and their bots: the registries by default; tests pass a catalog
   * holding a game no platform file imports. (AI on a worker thread knows registered games only.)
   */
  games?: AiGames;
}

export interface NewTable {
  /** Registry id of the game; omitted = the host's game (`LanHostOptions.game`). */
  game?: string;
  name: string;
  seats: number;
  password?: string;
  options?: Partial<Pick<TableOptions, 'dropPolicy' | 'holdSeconds' | 'turnClockSeconds'>>;
}

/** For tests and diagnostics in the host's own process: full state, never put on the wire. */
export interface TableInspection {
  phase: TablePhase;
  seed: number | string | null;
  /** The registry id of the table's game. */
  gameName: string;
  /** The full state and the moves of any game (a game's tests read them with its own types). */
  game: unknown;
  gameMoves: BaseMove[];
}

export interface LanHost {
  readonly port: number;
  readonly bindAddress: string;
  /** `http://<hostname>:<port>/` */
  url(hostName?: string): string;
  createTable(table: NewTable): { tableId: string; ownerKey: string };
  tableSummaries(): TableSummary[];
  inspect(tableId: string): TableInspection | null;
  restoreAutosaves(): Promise<{ restored: string[]; problems: AutosaveProblem[] }>;
  connectionCount(): number;
  /** Open TCP connections (HTTP and WebSocket) from one address: diagnostics and tests. */
  socketsFrom(ip: string): number;
  flushAutosaves(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port: number, bindAddress: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, bindAddress, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Closes the tables, says goodbye to every connection, writes pending autosaves, then stops the servers. */
async function closeHost(host: HostTables, net: HostSockets): Promise<void> {
  for (const t of host.tables.values()) t.close();
  for (const c of net.conns) c.close(CLOSE_CODES.hostClosing, 'Host closing');
  await host.autosave?.flush();
  await new Promise<void>((resolve) => net.wss.close(() => resolve()));
  for (const c of net.conns) c.terminate();
  net.server.closeAllConnections();
  await new Promise<void>((resolve) => net.server.close(() => resolve()));
}

export async function startLanHost(options: LanHostOptions = {}): Promise<LanHost> {
  const clock = options.clock ?? realClock;
  const log = options.log ?? (() => undefined);
  const host = await openHostTables(options, clock, log);
  const { tables, maxTables } = host;
  let closing = false;
  const ctx = hostContext(options, host, clock, () => closing);
  const net = openHostSockets(options, host, ctx, clock);
  const bindAddress = options.bindAddress ?? '0.0.0.0';
  await listen(net.server, options.port ?? 0, bindAddress);
  net.server.on('error', (err) => log(`http: ${err.message}`));
  const address = net.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  net.names.port = port;
  const stopHeartbeat = startHeartbeat(clock, options.heartbeatMs ?? 15_000, () => net.conns);
  log(`LAN host on ${bindAddress}:${port} (${INFO_PATH}, ${WS_PATH})`);

  return {
    port,
    bindAddress,
    url: (h = options.bindAddress ?? 'localhost') => `http://${h.includes(':') ? `[${h}]` : h}:${port}/`,
    createTable(t) {
      if (tables.size >= maxTables) throw new Error(`This host runs ${maxTables} tables at most`);
      const checked = tableGame(t.game ?? host.defaultGame, t.seats, host.games.catalog);
      if ('code' in checked) throw new Error(checked.message);
      const { table, ownerKey } = host.createTable(t, t.password ? digestPassword(t.password) : null, null);
      return { tableId: table.id, ownerKey };
    },
    tableSummaries: () => [...tables.values()].map((t) => t.summary()),
    inspect(tableId) {
      const t = tables.get(tableId);
      return t ? inspectTable(t) : null;
    },
    restoreAutosaves: () => restoreTables(host),
    connectionCount: () => net.conns.size,
    socketsFrom: (ip) => net.sockets.socketsFrom(ip),
    flushAutosaves: async () => { await host.autosave?.flush(); },
    async close() {
      closing = true;
      stopHeartbeat();
      await closeHost(host, net);
    },
  };
}
