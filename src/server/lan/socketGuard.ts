/**
 * Every TCP connection to the host, HTTP or WebSocket, before any byte of it is read
 * (slowloris): one address may hold `maxPerIp` sockets, and once the host is three quarters
 * full an address already holding `CROWDED_PER_IP` gets no more, so the rest stays for others.
 * A socket must finish its first request's headers within `headerTimeoutMs` (a deadline, not an
 * idle timer: a header every few seconds does not extend it); Node's own `headersTimeout`
 * covers later requests on a kept-alive socket.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { peerAddress } from './peers';

export interface SocketLimits {
  /** TCP connections one address may hold (HTTP and WebSocket together). */
  maxPerIp: number;
  /** Time a new socket has to send its first request's headers. */
  headerTimeoutMs: number;
  /** The host's whole connection budget (`server.maxConnections`). */
  maxTotal: number;
  /** False for addresses the per-address limits leave alone (loopback by default). */
  limitsApply: (ip: string) => boolean;
}

export const DEFAULT_SOCKETS_PER_IP = 32;
export const DEFAULT_HEADER_TIMEOUT_MS = 10_000;
/** Sockets an address may still hold once the host is crowded. */
const CROWDED_PER_IP = 4;

export interface SocketGuard {
  /** Open sockets from `ip` (tests and diagnostics). */
  socketsFrom(ip: string): number;
  total(): number;
}

export function guardSockets(server: Server, limits: SocketLimits): SocketGuard {
  const perIp = new Map<string, number>();
  const deadlines = new WeakMap<Socket, NodeJS.Timeout>();
  let total = 0;

  const cleared = (socket: Socket): void => {
    const timer = deadlines.get(socket);
    if (timer) clearTimeout(timer);
    deadlines.delete(socket);
  };

  server.on('connection', (socket: Socket) => {
    const ip = peerAddress(socket.remoteAddress);
    const mine = perIp.get(ip) ?? 0;
    const crowded = total >= (limits.maxTotal * 3) / 4;
    if (limits.limitsApply(ip) && (mine >= limits.maxPerIp || (crowded && mine >= CROWDED_PER_IP))) {
      socket.destroy();
      return;
    }
    perIp.set(ip, mine + 1);
    total += 1;
    const timer = setTimeout(() => socket.destroy(), limits.headerTimeoutMs);
    timer.unref();
    deadlines.set(socket, timer);
    socket.once('close', () => {
      cleared(socket);
      total -= 1;
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
    });
  });
  // Headers complete: from here Node's request timeouts (or the WebSocket's own checks) apply.
  server.on('request', (req: { socket: Socket }) => cleared(req.socket));
  server.on('upgrade', (req: { socket: Socket }) => cleared(req.socket));

  return { socketsFrom: (ip) => perIp.get(ip) ?? 0, total: () => total };
}
