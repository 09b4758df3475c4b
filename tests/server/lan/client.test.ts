/**
 * LanClient reconnect rules on a fake transport (retry with backoff, give up, never after a kick),
 * and the browser transport on a real socket.
 */
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startHost, until, wsUrl } from '../../../src/server/lan/harness';
import { browserSocketFactory } from '../../../src/shared/lan/browserSocket';
import { LanClient } from '../../../src/shared/lan/client';
import { CLOSE_CODES, PROTOCOL_VERSION } from '../../../src/shared/lan/protocol';
import type { SocketFactory, SocketHandlers } from '../../../src/shared/lan/socket';

/** A host that answers hello while `up`, and refuses connections (1006) once down. */
function fakeHost(): { factory: SocketFactory; up: boolean; opened: number; live: SocketHandlers | null } {
  const host = {
    up: true,
    opened: 0,
    live: null as SocketHandlers | null,
    factory: ((_url, h) => {
      host.opened += 1;
      setTimeout(() => {
        if (!host.up) return h.close(1006, '');
        host.live = h;
        h.open();
      }, 1);
      return {
        send(data: string) {
          const msg = JSON.parse(data) as { type: string; id?: number };
          if (msg.type === 'hello') setTimeout(() => h.message(JSON.stringify({ type: 'welcome', id: msg.id, v: PROTOCOL_VERSION, server: 'fake' })), 1);
        },
        close() { setTimeout(() => h.close(1000, ''), 1); },
      };
    }) as SocketFactory,
  };
  return host;
}

describe('LanClient reconnect', () => {
  it('retries with backoff after a drop, then gives up', async () => {
    const host = fakeHost();
    const client = new LanClient({ url: 'ws://fake/ws', socketFactory: host.factory, heartbeatMs: 0, reconnect: { initialMs: 2, maxMs: 5, maxAttempts: 3 } });
    const statuses: string[] = [];
    client.subscribe(() => statuses.push(client.getSnapshot().status));
    await client.connect();
    expect(client.getSnapshot().status).toBe('open');
    host.up = false;
    host.live?.close(1006, '');
    await until(() => client.getSnapshot().status === 'closed', 2000, 'giving up');
    expect(client.getSnapshot().closedReason).toBe('gaveUp');
    expect(host.opened).toBe(4);
    expect(statuses).toContain('reconnecting');
  });

  it('comes back when the host does', async () => {
    const host = fakeHost();
    const client = new LanClient({ url: 'ws://fake/ws', socketFactory: host.factory, heartbeatMs: 0, reconnect: { initialMs: 2, maxMs: 5, maxAttempts: 50 } });
    await client.connect();
    host.up = false;
    host.live?.close(1006, '');
    await until(() => host.opened >= 3, 2000, 'two retries');
    host.up = true;
    await until(() => client.getSnapshot().status === 'open', 2000, 'the reconnect');
    client.close();
    expect(client.getSnapshot().closedReason).toBe('closed');
  });

  it('does not reconnect after a kick, and forgets the seat', async () => {
    const host = fakeHost();
    const client = new LanClient({
      url: 'ws://fake/ws', socketFactory: host.factory, heartbeatMs: 0,
      session: { url: 'ws://fake/ws', tableId: '0123456789ab', seat: 1, token: 'A'.repeat(22), owner: false },
    });
    // The fake host answers no resume: connect() waits for it, so do not await.
    void client.connect().catch(() => undefined);
    await until(() => host.live !== null, 2000, 'the connection');
    host.live?.close(CLOSE_CODES.kicked, 'Kicked');
    await until(() => client.getSnapshot().status === 'closed', 2000, 'the close');
    expect(client.getSnapshot().closedReason).toBe('kicked');
    expect(client.getSnapshot().session).toBeNull();
    expect(host.opened).toBe(1);
  });
});

describe('browser transport', () => {
  it('drives a LanClient over a WebSocket with the browser API', async () => {
    const host = await startHost();
    try {
      host.createTable({ name: 'Browser', seats: 2 });
      const client = new LanClient({ url: wsUrl(host), socketFactory: browserSocketFactory(WebSocket), heartbeatMs: 0, reconnect: false });
      await client.connect();
      expect((await client.listTables()).map((t) => t.name)).toEqual(['Browser']);
      client.close();
    } finally {
      await host.close();
    }
  });
});
