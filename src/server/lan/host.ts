/**
 * The LAN host: HTTP (web client + table info) and the `/ws` WebSocket endpoint on one port,
 * the tables, autosaves and restart resume. Plain Node: the Electron app (`setupLan.ts`) and the
 * headless server (`npm run serve`) run the same code.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { hostname } from 'node:os';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AnyGameModule, BaseMove } from '../../engine/kit/module';
import { INFO_PATH, LIMITS, MAX_FRAME_BYTES, PROTOCOL_VERSION, WS_PATH, CLOSE_CODES, HELLO_TIMEOUT_MS } from '../../shared/lan/protocol';
import { plainText } from '../../shared/lan/sanitize';
import type { TablePhase, TableSummary } from '../../shared/lan/tableView';
import { inlineAiRunner, REGISTERED_AI_GAMES, type AiGames, type AiRunner } from './aiRunner';
import { AuthGuard, DEFAULT_AUTH_LIMITS, type AuthLimits } from './authGuard';
import { AutosaveStore, type AutosaveProblem } from './autosave';
import { realClock, type Clock } from './clock';
import { Conn, type FrameTap } from './conn';
import { startHeartbeat } from './heartbeat';
import { DEFAULT_HEADER_TIMEOUT_MS, DEFAULT_SOCKETS_PER_IP, guardSockets } from './socketGuard';
import { dropped } from './holds';
import { createHttpHandler } from './httpServer';
import { hostHeaderAllowed, type HostNameRules } from './hostNames';
import { originAllowed } from './origin';
import { isLoopback, peerAddress } from './peers';
import { DEFAULT_RATE_LIMIT, TokenBucket, type RateLimit } from './rateLimit';
import { restoreTable } from './restore';
import { hostableGame, tableGame } from './tableGame';
import { DEFAULT_GAME_ID, MIRIANTH_MODULE, type MirianthModule } from '../../engine/registry';
import { handleFrame, type HostContext } from './router';
import { digestPassword, digestToken, newTableId, newToken, type PasswordDigest } from './secrets';
import { Table, type TableDeps } from './table';
import { defaultTableOptions, type TableOptions } from './tableModel';
import { autosaveOf } from './autosaveFormat';
import { loadAutosaveKey } from './autosaveKey';

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

type MirianthState = Parameters<MirianthModule['hash']>[0];
type MirianthMove = Parameters<MirianthModule['apply']>[1];

/** For tests and diagnostics in the host's own process: full state, never put on the wire. */
export interface TableInspection {
  phase: TablePhase;
  seed: number | string | null;
  /** The full state and the moves of any game. */
  game: unknown;
  gameMoves: BaseMove[];
  /** The same, typed, at a Mirianth table (null and none at another game's). */
  state: MirianthState | null;
  moves: MirianthMove[];
}

/** A Mirianth table's state is Mirianth's: the module is the one that made it. */
function isMirianthState(module: AnyGameModule, state: unknown): state is MirianthState {
  return module.id === MIRIANTH_MODULE.id && state !== null;
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

function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

export async function startLanHost(options: LanHostOptions = {}): Promise<LanHost> {
  const clock = options.clock ?? realClock;
  const games = options.games ?? REGISTERED_AI_GAMES;
  const log = options.log ?? (() => undefined);
  const tables = new Map<string, Table>();
  const conns = new Set<Conn>();
  const autosaveKey = options.autosaveDir ? await loadAutosaveKey(options.autosaveDir) : null;
  const autosave = options.autosaveDir ? new AutosaveStore(options.autosaveDir, log, autosaveKey, games.catalog) : null;
  const maxTables = options.maxTables ?? 64;
  const limitsApply = (ip: string): boolean => options.limitLoopback === true || !isLoopback(ip);
  const perIp = new Map<string, number>();
  // Known once listening (requests cannot arrive before).
  const names: HostNameRules = { port: 0, extraNames: (options.allowedHosts ?? []).map((n) => n.toLowerCase()) };
  let nextConnId = 1;
  let closing = false;

  const deps: TableDeps = {
    clock,
    aiDelayMs: options.aiDelayMs ?? 0,
    ai: options.ai ?? inlineAiRunner(games),
    log,
    persist: (t) => { if (autosave && autosaveKey) autosave.save(t.id, () => autosaveOf(t, new Date(clock.now()), autosaveKey)); },
    forget: (t) => autosave?.remove(t.id),
    dispose(t) {
      t.close();
      tables.delete(t.id);
      autosave?.remove(t.id);
    },
    kickBanMs: (options.kickBanSeconds ?? 600) * 1000,
    limitsApply,
    games,
  };

  const defaultGame = options.game ?? DEFAULT_GAME_ID;
  if (!hostableGame(defaultGame, games.catalog)) throw new Error(`This host cannot run the game "${defaultGame}"`);

  /** The game is checked by the caller (`tableGame`). */
  function createTable(t: NewTable, password: PasswordDigest | null, creator: Conn | null): { table: Table; ownerKey: string } {
    const game = t.game ?? defaultGame;
    const name = plainText(t.name, LIMITS.tableName) || (hostableGame(game, games.catalog)?.name.en ?? 'Mirianth Wars');
    const opts: TableOptions = { ...defaultTableOptions(name, t.seats, game), ...t.options, password };
    const ownerKey = newToken();
    const table = new Table(newTableId(), opts, digestToken(ownerKey), deps, creator && { connId: creator.id, ip: creator.ip });
    tables.set(table.id, table);
    table.checkIdle();
    return { table, ownerKey };
  }

  const tablesPerConn = options.maxTablesPerConnection ?? 2;
  const tablesPerIp = options.maxTablesPerIp ?? 4;
  const ctx: HostContext = {
    serverName: plainText(options.serverName ?? hostname(), LIMITS.tableName) || 'Mirianth host',
    hostPassword: options.password ? digestPassword(options.password) : null,
    now: () => clock.now(),
    closing: () => closing,
    tables,
    guard: new AuthGuard(options.authLimits ?? DEFAULT_AUTH_LIMITS, () => clock.now()),
    mayCreate(conn) {
      if (options.allowRemoteCreate === false) return { code: 'createNotAllowed', message: 'This host does not take new tables' };
      if (tables.size >= maxTables) return { code: 'tooManyTables', message: `This host runs ${maxTables} tables at most` };
      const mine = [...tables.values()].filter((t) => t.creator !== null);
      if (mine.filter((t) => t.creator?.connId === conn.id).length >= tablesPerConn) {
        return { code: 'tooManyTables', message: `One connection may open ${tablesPerConn} tables at most` };
      }
      if (limitsApply(conn.ip) && mine.filter((t) => t.creator?.ip === conn.ip).length >= tablesPerIp) {
        return { code: 'tooManyTables', message: `One address may open ${tablesPerIp} tables at most` };
      }
      return null;
    },
    createTable(name, seats, password, creator, game = defaultGame) {
      const checked = tableGame(game, seats, games.catalog);
      if ('code' in checked) return checked;
      // Checked again: a password digest was made in between.
      return ctx.mayCreate(creator) ?? createTable({ name, seats, game }, password, creator);
    },
  };

  // With a host password, strangers learn only that this is a host and that it wants one.
  const info = () => ({
    app: 'mirianth-table',
    protocol: PROTOCOL_VERSION,
    name: ctx.serverName,
    wsPath: WS_PATH,
    passwordRequired: ctx.hostPassword !== null,
    tables: ctx.hostPassword !== null ? [] : [...tables.values()].map((t) => t.summary()),
  });

  const headerTimeoutMs = options.headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS;
  // Slow or silent HTTP clients must not hold sockets open: Node checks its timeouts every second.
  const server: Server = createServer({
    headersTimeout: headerTimeoutMs, requestTimeout: headerTimeoutMs + 5000, connectionsCheckingInterval: 1000,
  }, createHttpHandler({ webDir: options.webDir ?? null, info, hostAllowed: (h) => hostHeaderAllowed(h, names) }));
  server.maxConnections = options.maxConnections ?? 1024;
  const sockets = guardSockets(server, {
    maxPerIp: options.maxSocketsPerIp ?? DEFAULT_SOCKETS_PER_IP, headerTimeoutMs, maxTotal: server.maxConnections, limitsApply,
  });
  const wss = new WebSocketServer({
    server,
    path: WS_PATH,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
    verifyClient: (
      { origin, req }: { origin: string | undefined; req: IncomingMessage },
      done: (ok: boolean, status?: number, message?: string) => void,
    ) => {
      if (!hostHeaderAllowed(req.headers.host, names)) return done(false, 403, 'Unknown host name');
      if (!originAllowed(origin, req.headers.host, options.allowedOrigins ?? [], names)) return done(false, 403, 'Origin not allowed');
      const ip = peerAddress(req.socket.remoteAddress);
      if (limitsApply(ip) && (perIp.get(ip) ?? 0) >= maxPerIp) return done(false, 429, 'Too many connections from this address');
      done(true);
    },
  });
  // ws re-emits the server's errors (a taken port among them): the listen below reports those.
  wss.on('error', () => undefined);
  const rate = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const maxPerIp = options.maxConnectionsPerIp ?? 16;
  const helloTimeoutMs = options.helloTimeoutMs ?? HELLO_TIMEOUT_MS;

  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const ip = peerAddress(req.socket.remoteAddress);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    const conn = new Conn(nextConnId++, socket, new TokenBucket(rate, () => clock.now()), clock.now(), options.onFrame, ip);
    conns.add(conn);
    if (helloTimeoutMs > 0) {
      conn.setHelloTimer(clock.setTimeout(() => {
        if (!conn.greeted) conn.close(CLOSE_CODES.helloTimeout, 'No hello in time');
      }, helloTimeoutMs));
    }
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? null : frameText(data);
      conn.enqueue(() => handleFrame(ctx, conn, text));
    });
    socket.on('pong', () => { conn.lastSeen = clock.now(); });
    // Oversized frames (1009), bad UTF-8 (1007) and resets end up here, then in 'close'.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      conn.setHelloTimer(null);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      conns.delete(conn);
      const table = conn.tableId === null ? undefined : tables.get(conn.tableId);
      if (table && !closing) dropped(table, conn);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.bindAddress ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => log(`http: ${err.message}`));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  names.port = port;
  const stopHeartbeat = startHeartbeat(clock, options.heartbeatMs ?? 15_000, () => conns);
  log(`LAN host on ${options.bindAddress ?? '0.0.0.0'}:${port} (${INFO_PATH}, ${WS_PATH})`);

  return {
    port,
    bindAddress: options.bindAddress ?? '0.0.0.0',
    url: (h = options.bindAddress ?? 'localhost') => `http://${h.includes(':') ? `[${h}]` : h}:${port}/`,
    createTable(t) {
      if (tables.size >= maxTables) throw new Error(`This host runs ${maxTables} tables at most`);
      const checked = tableGame(t.game ?? defaultGame, t.seats, games.catalog);
      if ('code' in checked) throw new Error(checked.message);
      const { table, ownerKey } = createTable(t, t.password ? digestPassword(t.password) : null, null);
      return { tableId: table.id, ownerKey };
    },
    tableSummaries: () => [...tables.values()].map((t) => t.summary()),
    inspect(tableId) {
      const t = tables.get(tableId);
      if (!t) return null;
      const s = t.session;
      const state = s ? s.state : null;
      const mirianth = isMirianthState(t.module, state);
      return {
        phase: t.phase, seed: s ? s.setup.seed : null, game: state, gameMoves: s ? [...s.moves] : [],
        state: mirianth ? state : null,
        moves: mirianth && s ? s.moves.flatMap((m) => { const p = MIRIANTH_MODULE.parseMove(m); return p.ok ? [p.move] : []; }) : [],
      };
    },
    async restoreAutosaves() {
      if (!autosave) return { restored: [], problems: [] };
      const { loaded, problems } = await autosave.loadAll();
      const restored: string[] = [];
      for (const { file, save } of loaded) {
        if (tables.has(save.table.id)) continue;
        try {
          tables.set(save.table.id, restoreTable(save, deps));
          restored.push(save.table.id);
        } catch (err) {
          problems.push({ file, problem: err instanceof Error ? err.message : String(err) });
        }
      }
      return { restored, problems };
    },
    connectionCount: () => conns.size,
    socketsFrom: (ip) => sockets.socketsFrom(ip),
    flushAutosaves: async () => { await autosave?.flush(); },
    async close() {
      closing = true;
      stopHeartbeat();
      for (const t of tables.values()) t.close();
      for (const c of conns) c.close(CLOSE_CODES.hostClosing, 'Host closing');
      await autosave?.flush();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const c of conns) c.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
