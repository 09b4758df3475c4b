/**
 * The LanClient transport for browsers and the desktop renderer: pass the page's `WebSocket`
 * (`browserSocketFactory(WebSocket)`). Typed structurally so this file also compiles for Node.
 */
import type { SocketFactory } from './socket';

export interface BrowserWebSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

const OPEN = 1;

export function browserSocketFactory(Ctor: new (url: string) => BrowserWebSocket): SocketFactory {
  return (url, handlers) => {
    const ws = new Ctor(url);
    ws.addEventListener('open', () => handlers.open());
    // Binary frames are not part of the protocol: only text reaches the client.
    ws.addEventListener('message', (event) => { if (typeof event.data === 'string') handlers.message(event.data); });
    ws.addEventListener('close', (event) => handlers.close(event.code, event.reason));
    return {
      // A browser throws on send() before the socket is open; the client never needs to.
      send: (data) => { if (ws.readyState === OPEN) ws.send(data); },
      close: (code, reason) => ws.close(code, reason),
    };
  };
}
