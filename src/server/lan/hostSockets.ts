/**
 * The LAN host's network side: one HTTP server (web client + table info) with the `/ws` WebSocket
 * endpoint on it, the checks a connection passes before it opens (Host header, Origin, connections
 * per address), and each connection's wiring to the frame router.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { CLOSE_CODES, HELLO_TIMEOUT_MS, MAX_FRAME_BYTES, PROTOCOL_VERSION, WS_PATH } from '../../shared/lan/protocol';
import type { Clock } from './clock';
import { Conn } from './conn';
import type { LanHostOptions } from './host';
import { dropped } from './holds';
import { hostHeaderAllowed, type HostNameRules } from './hostNames';
import type { HostTables } from './hostTables';
import { createHttpHandler } from './httpServer';
import { originAllowed } from './origin';
import { peerAddress } from './peers';
import { DEFAULT_RATE_LIMIT, TokenBucket } from './rateLimit';
import { handleFrame, type HostContext } from './router';
import { DEFAULT_HEADER_TIMEOUT_MS, DEFAULT_SOCKETS_PER_IP, guardSockets } from './socketGuard';

export interface HostSockets {
  readonly server: Server;
  readonly wss: WebSocketServer;
  readonly sockets: ReturnType<typeof guardSockets>;
  readonly conns: Set<Conn>;
  /** The host names requests may carry; its port is set once listening (requests cannot arrive before). */
  readonly names: HostNameRules;
}

function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** The HTTP server, its per-address socket guard and the table info it serves. */
function httpServer(options: LanHostOptions, host: HostTables, ctx: HostContext, names: HostNameRules) {
  // With a host password, strangers learn only that this is a host and that it wants one.
  const info = () => ({
    app: 'mirianth-table',
    protocol: PROTOCOL_VERSION,
    name: ctx.serverName,
    wsPath: WS_PATH,
    passwordRequired: ctx.hostPassword !== null,
    tables: ctx.hostPassword !== null ? [] : [...host.tables.values()].map((t) => t.summary()),
  });
  const headerTimeoutMs = options.headerTimeoutMs ?? DEFAULT_HEADER_TIMEOUT_MS;
  // Slow or silent HTTP clients must not hold sockets open: Node checks its timeouts every second.
  const server: Server = createServer({
    headersTimeout: headerTimeoutMs, requestTimeout: headerTimeoutMs + 5000, connectionsCheckingInterval: 1000,
  }, createHttpHandler({ webDir: options.webDir ?? null, info, hostAllowed: (h) => hostHeaderAllowed(h, names) }));
  server.maxConnections = options.maxConnections ?? 1024;
  const sockets = guardSockets(server, {
    maxPerIp: options.maxSocketsPerIp ?? DEFAULT_SOCKETS_PER_IP, headerTimeoutMs, maxTotal: server.maxConnections, limitsApply: host.limitsApply,
  });
  return { server, sockets };
}

interface ConnWiring {
  options: LanHostOptions;
  host: HostTables;
  ctx: HostContext;
  clock: Clock;
  conns: Set<Conn>;
  perIp: Map<string, number>;
  nextId: () => number;
}

/** A new WebSocket: counted per address, given a hello deadline, its frames queued to the router. */
function wireConnection(w: ConnWiring, socket: WebSocket, req: IncomingMessage): void {
  const { clock, conns, perIp, ctx } = w;
  const ip = peerAddress(req.socket.remoteAddress);
  perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
  const rate = w.options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const conn = new Conn(w.nextId(), socket, new TokenBucket(rate, () => clock.now()), clock.now(), w.options.onFrame, ip);
  conns.add(conn);
  const helloTimeoutMs = w.options.helloTimeoutMs ?? HELLO_TIMEOUT_MS;
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
    const table = conn.tableId === null ? undefined : w.host.tables.get(conn.tableId);
    if (table && !ctx.closing()) dropped(table, conn);
  });
}

export function openHostSockets(options: LanHostOptions, host: HostTables, ctx: HostContext, clock: Clock): HostSockets {
  const names: HostNameRules = { port: 0, extraNames: (options.allowedHosts ?? []).map((n) => n.toLowerCase()) };
  const { server, sockets } = httpServer(options, host, ctx, names);
  const perIp = new Map<string, number>();
  const maxPerIp = options.maxConnectionsPerIp ?? 16;
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
      if (host.limitsApply(ip) && (perIp.get(ip) ?? 0) >= maxPerIp) return done(false, 429, 'Too many connections from this address');
      done(true);
    },
  });
  // ws re-emits the server's errors (a taken port among them): the listen reports those.
  wss.on('error', () => undefined);
  const conns = new Set<Conn>();
  let nextConnId = 1;
  const wiring: ConnWiring = { options, host, ctx, clock, conns, perIp, nextId: () => nextConnId++ };
  wss.on('connection', (socket: WebSocket, req: IncomingMessage) => wireConnection(wiring, socket, req));
  return { server, wss, sockets, conns, names };
}
