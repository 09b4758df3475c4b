/**
 * The LAN host's security review findings (issue 12), one test each, named for the finding.
 * Everything runs on loopback; per-address limits are switched on for loopback where a test
 * needs them (`limitLoopback`), since every test client shares 127.0.0.1.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { AuthGuard } from '../../../src/server/lan/authGuard';
import { ManualClock } from '../../../src/server/lan/clock';
import { ask, closeOpened, makeClient, rawSocket, startHost, until, type RawSocket } from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';
import { hostHeaderAllowed } from '../../../src/server/lan/hostNames';
import { originAllowed } from '../../../src/server/lan/origin';
import { digestPassword, passwordMatchesAsync, passwordWork } from '../../../src/server/lan/secrets';
import { CLOSE_CODES, PROTOCOL_VERSION } from '../../../src/shared/lan/protocol';

afterEach(closeOpened);

const hello = { type: 'hello', v: PROTOCOL_VERSION };

/** A GET (or a WebSocket upgrade) with a Host header of our choosing; resolves with the status. */
function statusFor(host: LanHost, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers, setHost: false });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // A granted upgrade (101) arrives here instead of 'response'.
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const upgrade = (hostHeader: string, origin?: string): Record<string, string> => ({
  Host: hostHeader, Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13',
  'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', ...(origin ? { Origin: origin } : {}),
});

describe('DNS rebinding', () => {
  it('DNS rebinding: a foreign Host gets 403 on HTTP and on the upgrade', async () => {
    const host = await startHost();
    const p = host.port;
    for (const path of ['/api/info', '/', '/index.html']) {
      expect(await statusFor(host, path, { Host: `evil.example:${p}` })).toBe(403);
    }
    expect(await statusFor(host, '/ws', upgrade(`evil.example:${p}`))).toBe(403);
    // The right name at another port is foreign too (a page served elsewhere on this machine).
    expect(await statusFor(host, '/api/info', { Host: 'localhost:1' })).toBe(403);
    // Without any Host, Node itself refuses the request (400).
    expect([400, 403]).toContain(await statusFor(host, '/api/info', {}));
    for (const good of [`127.0.0.1:${p}`, `localhost:${p}`, `[::1]:${p}`, `mesa-da-ana.local:${p}`, `192.168.0.12:${p}`]) {
      expect(await statusFor(host, '/api/info', { Host: good })).toBe(200);
      expect(await statusFor(host, '/ws', upgrade(good))).toBe(101);
    }
  });

  it('DNS rebinding: the known names are address literals, localhost, this machine and *.local, with the port', () => {
    const rules = { port: 47470, machineName: 'Ana-PC', extraNames: ['mesa.example.org'] };
    for (const ok of ['192.168.0.12:47470', '[fe80::1]:47470', 'localhost:47470', 'ana-pc:47470', 'ana-pc.local:47470', 'x.y.local:47470', 'mesa.example.org:47470', 'LOCALHOST:47470']) {
      expect(hostHeaderAllowed(ok, rules), ok).toBe(true);
    }
    for (const bad of ['evil.example:47470', 'localhost', '192.168.0.12:80', 'localhost.evil.example:47470', 'local:47470', '', 'a b:47470', '[::1:47470']) {
      expect(hostHeaderAllowed(bad, rules), bad).toBe(false);
    }
    expect(hostHeaderAllowed('localhost', { port: 80 })).toBe(true);
    expect(hostHeaderAllowed(undefined, rules)).toBe(false);
  });

  it('DNS rebinding: the Origin is checked against the same list (and must be the page itself)', async () => {
    const host = await startHost();
    const p = host.port;
    // A rebound page: its Origin names the attacker's domain even when the Host was spoofed right.
    expect(await statusFor(host, '/ws', upgrade(`127.0.0.1:${p}`, `http://evil.example:${p}`))).toBe(403);
    expect(await statusFor(host, '/ws', upgrade(`localhost:${p}`, `http://localhost:${p}`))).toBe(101);
    expect(await statusFor(host, '/ws', upgrade(`localhost:${p}`, `http://127.0.0.1:${p}`))).toBe(403);
    const rules = { port: p };
    expect(originAllowed(`http://evil.example:${p}`, `evil.example:${p}`, [], rules)).toBe(false);
    expect(originAllowed(`http://ana.local:${p}`, `ana.local:${p}`, [], rules)).toBe(true);
  });
});

describe('password guessing', () => {
  it('Password guessing: failures count per address across new connections, with a growing lockout', async () => {
    const clock = new ManualClock();
    const host = await startHost({ clock, password: 'open sesame', authLimits: { freePerTarget: 3, freePerIp: 1000, hotTarget: 1000, baseLockMs: 1000, maxLockMs: 60_000 } });
    // Three connections, one wrong guess each: the per-connection limit (5) never triggers.
    for (let i = 0; i < 3; i++) {
      const s = await rawSocket(host);
      expect(await ask(s, { ...hello, password: `guess ${i}` })).toMatchObject({ code: 'badPassword' });
    }
    const locked = await rawSocket(host);
    expect(await ask(locked, { ...hello, password: 'open sesame' })).toMatchObject({ code: 'tooManyAttempts' });
    clock.advance(1000);
    expect(await ask(locked, { ...hello, password: 'wrong again' })).toMatchObject({ code: 'badPassword' });
    // The next lockout is twice as long.
    clock.advance(1000);
    expect(await ask(locked, { ...hello, password: 'open sesame' })).toMatchObject({ code: 'tooManyAttempts' });
    clock.advance(1000);
    expect(await ask(locked, { ...hello, password: 'open sesame' })).toMatchObject({ type: 'welcome' });
  });

  it('Password guessing: a table under attack slows every address that fails there, never one that has not failed', async () => {
    const clock = new ManualClock();
    const guard = new AuthGuard({ freePerTarget: 10, freePerIp: 100, hotTarget: 2, baseLockMs: 1000, maxLockMs: 4000 }, () => clock.now());
    const guess = (ip: string, target: string, ok: boolean): number => {
      const wait = guard.begin(ip, target);
      if (wait === 0) guard.settle(ip, target, ok);
      return wait;
    };
    expect(guess('10.0.0.1', 'table:a', false)).toBe(0);
    expect(guess('10.0.0.2', 'table:a', false)).toBe(0);
    // Two failures make table:a hot: the address that failed second now waits after each failure.
    expect(guard.begin('10.0.0.2', 'table:a')).toBe(1000);
    expect(guess('10.0.0.3', 'table:a', false)).toBe(0);
    expect(guard.begin('10.0.0.3', 'table:a')).toBe(1000);
    // Never refused: an address that has not failed, at the hot table or elsewhere.
    for (let i = 10; i < 20; i++) expect(guess(`10.0.0.${i}`, 'table:a', true)).toBe(0);
    expect(guess('10.0.0.2', 'table:b', true)).toBe(0);
    clock.advance(1000);
    expect(guess('10.0.0.3', 'table:a', false)).toBe(0);
    expect(guard.begin('10.0.0.3', 'table:a')).toBe(2000);

    const host = await startHost({ clock, authLimits: { freePerTarget: 10, freePerIp: 1000, hotTarget: 2, baseLockMs: 5000, maxLockMs: 60_000 } });
    const { tableId } = host.createTable({ name: 'Locked', seats: 2, password: 'pão de queijo' });
    const s = await rawSocket(host);
    await ask(s, hello);
    for (let i = 0; i < 2; i++) expect(await ask(s, { type: 'join', tableId, name: 'Ana', password: `x${i}` })).toMatchObject({ code: 'badPassword' });
    expect(await ask(s, { type: 'join', tableId, name: 'Ana', password: 'pão de queijo' })).toMatchObject({ code: 'tooManyAttempts' });
    // Another address, which has not failed, gets in at once.
    const t = await rawSocket(host, {}, '127.0.0.2');
    await ask(t, hello);
    expect(await ask(t, { type: 'join', tableId, name: 'Bia', password: 'pão de queijo' })).toMatchObject({ type: 'joined' });
  });

  it('Password guessing: scrypt runs off the event loop, so another client\'s ping is answered while 40 guesses are checked', async () => {
    const host = await startHost({ password: 'open sesame', authLimits: { freePerTarget: 1000, freePerIp: 1000, hotTarget: 1000, baseLockMs: 1, maxLockMs: 1 } });
    const other = makeClient(host, { password: 'open sesame' });
    await other.client.connect();
    const guessers = await Promise.all(Array.from({ length: 8 }, () => rawSocket(host)));
    const order: string[] = [];
    const answered = guessers.map((g) => until(() => g.got.length >= 5, 20_000, 'guess replies').then(() => order.push('guesses')));
    for (const g of guessers) for (let i = 0; i < 5; i++) g.ws.send(JSON.stringify({ ...hello, password: `guess ${i}` }));
    const pinged = other.client.ping().then(() => order.push('pong'));
    await Promise.all([...answered, pinged]);
    expect(order[0]).toBe('pong');
    expect(order.filter((x) => x === 'guesses')).toHaveLength(8);

    // The checks themselves: started together, none has finished (nor blocked) by the next turn
    // of the event loop, and at most two run at once.
    const stored = digestPassword('open sesame');
    let settled = 0;
    const checks = Array.from({ length: 10 }, (_, i) => passwordMatchesAsync(`guess ${i}`, stored).then((ok) => { settled += 1; return ok; }));
    expect(passwordWork()).toMatchObject({ running: 2, waiting: 8 });
    const nextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(settled)));
    expect(nextTurn).toBe(0);
    expect(await Promise.all(checks)).toEqual(Array.from({ length: 10 }, () => false));
    expect(await passwordMatchesAsync('open sesame', stored)).toBe(true);
    expect(passwordWork()).toMatchObject({ running: 0, waiting: 0 });
  }, 30_000);
});

describe('table flooding', () => {
  async function greeted(host: LanHost): Promise<RawSocket> {
    const s = await rawSocket(host);
    await ask(s, hello);
    return s;
  }
  const create = (s: RawSocket, n: number) => ask(s, { type: 'createTable', table: `T${n}`, seats: 2, name: `Owner ${n}` });

  it('Table flooding: tables per connection and per address are limited', async () => {
    const host = await startHost({ limitLoopback: true, maxTablesPerConnection: 2, maxTablesPerIp: 3, maxConnectionsPerIp: 100 });
    const a = await greeted(host);
    // A table someone else still sits at outlives its creator's leaving, and still counts.
    for (let n = 1; n <= 2; n++) {
      const made = await create(a, n);
      expect(made).toMatchObject({ type: 'joined' });
      const id = host.tableSummaries().at(-1)?.id ?? '';
      const guest = await greeted(host);
      expect(await ask(guest, { type: 'join', tableId: id, name: 'Guest' })).toMatchObject({ type: 'joined' });
      expect(await ask(a, { type: 'leave' })).toMatchObject({ type: 'ok' });
    }
    expect(await create(a, 3)).toMatchObject({ code: 'tooManyTables' });
    const b = await greeted(host);
    expect(await create(b, 3)).toMatchObject({ type: 'joined' });
    const c = await greeted(host);
    expect(await create(c, 4)).toMatchObject({ code: 'tooManyTables' });
    expect(host.tableSummaries()).toHaveLength(3);
  });

  it('Table flooding: a lobby table goes when its creator leaves it empty', async () => {
    const host = await startHost();
    const a = await greeted(host);
    for (let n = 0; n < 70; n++) {
      expect(await create(a, n)).toMatchObject({ type: 'joined' });
      expect(await ask(a, { type: 'leave' })).toMatchObject({ type: 'ok' });
    }
    expect(host.tableSummaries()).toEqual([]);
  });

  it('Table flooding: the owner leaving passes ownership to the next seated human, who can start', async () => {
    const host = await startHost();
    const owner = makeClient(host);
    await owner.client.connect();
    const { tableId } = await owner.client.createTable('Mesa', 3, 'Ana');
    const bia = makeClient(host);
    const caio = makeClient(host);
    for (const [c, name] of [[bia, 'Bia'], [caio, 'Caio']] as const) {
      await c.client.connect();
      await c.client.join(tableId, name);
    }
    await owner.client.leave();
    await until(() => bia.client.getSnapshot().session?.owner === true, 2000, 'ownership to pass');
    expect(caio.client.getSnapshot().session?.owner).toBe(false);
    expect(bia.client.getSnapshot().table?.seats.filter((s) => s.owner).map((s) => s.name)).toEqual(['Bia']);
    await bia.client.configureSeat(0, 'ai', 'random');
    await caio.client.ready(true);
    await bia.client.start();
    await until(() => host.inspect(tableId)?.phase === 'playing', 2000, 'the game to start');
  });
});

describe('connections', () => {
  it('Connections that never say hello close after the timeout; a greeted one stays', async () => {
    const host = await startHost({ helloTimeoutMs: 300 });
    const silent = await rawSocket(host);
    const greetedSocket = await rawSocket(host);
    await ask(greetedSocket, hello);
    expect(await silent.closed).toBe(CLOSE_CODES.helloTimeout);
    await new Promise((r) => setTimeout(r, 100));
    expect(greetedSocket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('Connections per address are capped (429), and a closed one frees its place', async () => {
    const host = await startHost({ limitLoopback: true, maxConnectionsPerIp: 3 });
    const open = await Promise.all([rawSocket(host), rawSocket(host), rawSocket(host)]);
    expect(await statusFor(host, '/ws', upgrade(`127.0.0.1:${host.port}`))).toBe(429);
    open[0]?.ws.close();
    await open[0]?.closed;
    await until(() => host.connectionCount() === 2, 2000, 'the close');
    const again = await rawSocket(host);
    expect(await ask(again, hello)).toMatchObject({ type: 'welcome' });
  });

  it('Kicked players cannot rejoin that table for a while', async () => {
    const clock = new ManualClock();
    const host = await startHost({ clock, limitLoopback: true, kickBanSeconds: 600 });
    const owner = makeClient(host);
    await owner.client.connect();
    const { tableId } = await owner.client.createTable('Mesa', 3, 'Ana');
    const kicked = makeClient(host, { reconnect: false });
    await kicked.client.connect();
    await kicked.client.join(tableId, 'Troll');
    await owner.client.kick(1);
    await until(() => kicked.client.getSnapshot().status === 'closed', 2000, 'the kick');
    const back = await rawSocket(host);
    await ask(back, hello);
    expect(await ask(back, { type: 'join', tableId, name: 'Troll again' })).toMatchObject({ code: 'kickedRecently' });
    clock.advance(600_000);
    expect(await ask(back, { type: 'join', tableId, name: 'Troll again' })).toMatchObject({ type: 'joined' });
  });

  it('/api/info with a host password says only name, protocol and passwordRequired (no tables)', async () => {
    const host = await startHost({ password: 'open sesame' });
    host.createTable({ name: 'Secret table', seats: 2 });
    const res = await fetch(`http://127.0.0.1:${host.port}/api/info`);
    const info = (await res.json()) as Record<string, unknown>;
    expect(info).toEqual({ app: 'mirianth-table', protocol: PROTOCOL_VERSION, name: 'test host', wsPath: '/ws', passwordRequired: true, tables: [] });
    expect(JSON.stringify(info)).not.toContain('Secret table');
    // The same over the socket needs the password first.
    const s = await rawSocket(host);
    expect(await ask(s, { type: 'listTables' })).toMatchObject({ code: 'helloRequired' });
  });
});
