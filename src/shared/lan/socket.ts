/**
 * The transport a LanClient runs on, injected so one client works in the browser (native
 * WebSocket), in Node (`ws`, see src/server/lan/nodeSocket.ts) and in tests.
 */
export interface SocketHandlers {
  open(): void;
  message(data: string): void;
  close(code: number, reason: string): void;
}

export interface ClientSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string, handlers: SocketHandlers) => ClientSocket;

export interface ClientTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): () => void;
}

export const realTimers: ClientTimers = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const h = setTimeout(fn, ms);
    return () => clearTimeout(h);
  },
};
