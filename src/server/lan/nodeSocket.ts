/** A LanClient transport for Node (tests, bench, CLI tools) on the `ws` package. */
import { WebSocket } from 'ws';
import type { SocketFactory } from '../../shared/lan/socket';

export interface NodeSocketOptions {
  /** Sees each raw socket, e.g. so a test can cut it without a closing handshake. */
  onSocket?: (ws: WebSocket) => void;
}

export function nodeSocketFactory(options: NodeSocketOptions = {}): SocketFactory {
  return (url, handlers) => {
    // Host frames carry a full view (tens of kB); 4 MB is far above any legitimate one.
    const ws = new WebSocket(url, { maxPayload: 4 * 1024 * 1024, perMessageDeflate: false });
    ws.on('open', () => handlers.open());
    ws.on('message', (data, isBinary) => {
      if (!isBinary) handlers.message(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    });
    ws.on('close', (code, reason) => handlers.close(code, reason.toString('utf8')));
    ws.on('error', () => undefined);
    options.onSocket?.(ws);
    return {
      send: (data) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(data);
      },
      close: (code, reason) => {
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        else ws.close(code, reason);
      },
    };
  };
}
