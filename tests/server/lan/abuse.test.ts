/**
 * The LAN host under abuse (issue 25), one test per finding. With `limitLoopback` each 127.x.y.z
 * address stands for one LAN machine (clients bind with `localAddress`). Loopback only; every
 * loop is bounded in count and time.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/server/lan/clock';
import { ask, closeOpened, rawSocket, startHost, until, type RawSocket } from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';
import { passwordWork } from '../../../src/server/lan/secrets';
import { PROTOCOL_VERSION } from '../../../src/shared/lan/protocol';

afterEach(closeOpened);

const hello = { type: 'hello', v: PROTOCOL_VERSION };
const PASSWORD = 'correct horse';

async function greeted(host: LanHost, from: string, password?: string): Promise<RawSocket> {
  const s = await rawSocket(host, {}, from);
  expect(await ask(s, { ...hello, ...(password === undefined ? {} : { password }) })).toMatchObject({ type: 'welcome' });
  return s;
}

/** The codes of every reply a socket got (in order). */
const codes = (sockets: RawSocket[]): string[] => sockets.flatMap((s) => s.got.map((m) => ('code' in m ? m.code : m.type)));

describe('wrong-password lockout', () => {
  it('Lockout locks everyone out: 40 guessing addresses are slowed, the right host password from a fresh address gets in at once', async () => {
    const host = await startHost({ password: PASSWORD, limitLoopback: true });
    const guessers = await Promise.all(Array.from({ length: 40 }, (_, i) => rawSocket(host, {}, `127.0.1.${i + 1}`)));
    await Promise.all(guessers.map(async (g, i) => {
      for (let k = 0; k < 3; k++) await ask(g, { ...hello, password: `guess ${i}-${k}` }, 20_000);
    }));
    expect(codes(guessers).filter((c) => c === 'badPassword').length).toBeGreaterThanOrEqual(40);
    // The host is under attack now: a guesser's next try waits, even with the right password.
    expect(await ask(guessers[0] as RawSocket, { ...hello, password: PASSWORD })).toMatchObject({ code: 'tooManyAttempts' });
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      await greeted(host, `127.0.2.${i + 1}`, PASSWORD);
      // Not queued behind the guessers either (generous: the machine may be busy).
      expect(Date.now() - t0).toBeLessThan(5000);
    }
  }, 40_000);

  it('Lockout locks everyone out: guessing a table\'s password from 20 addresses never keeps out a fresh address with the right one', async () => {
    const host = await startHost({ limitLoopback: true });
    const { tableId } = host.createTable({ name: 'Mesa', seats: 4, password: PASSWORD });
    const guessers = await Promise.all(Array.from({ length: 20 }, (_, i) => greeted(host, `127.0.3.${i + 1}`)));
    await Promise.all(guessers.map(async (g, i) => {
      for (let k = 0; k < 4; k++) await ask(g, { type: 'join', tableId, name: 'G', password: `guess ${i}-${k}` }, 20_000);
    }));
    expect(codes(guessers)).toContain('tooManyAttempts');
    const fresh = await greeted(host, '127.0.4.1');
    expect(await ask(fresh, { type: 'join', tableId, name: 'Ana', password: PASSWORD })).toMatchObject({ type: 'joined' });
  }, 40_000);

  it('A correct password elsewhere does not clear an address\'s failures: 16 guesses at a table between right host passwords get 10 checked', async () => {
    const host = await startHost({ clock: new ManualClock(), password: 'host word', limitLoopback: true });
    const { tableId } = host.createTable({ name: 'Mesa', seats: 2, password: PASSWORD });
    const sockets: RawSocket[] = [];
    for (let i = 0; i < 8; i++) {
      const s = await greeted(host, '127.0.5.1', 'host word');
      sockets.push(s);
      for (let k = 0; k < 2; k++) await ask(s, { type: 'join', tableId, name: 'G', password: `guess ${i}-${k}` });
    }
    const replies = codes(sockets).filter((c) => c !== 'welcome');
    expect(replies.filter((c) => c === 'badPassword')).toHaveLength(10);
    expect(replies.filter((c) => c === 'tooManyAttempts')).toHaveLength(6);
  });

  it('Guesses in flight pass the lock: 32 guesses sent at once over 16 connections get 10 checked', async () => {
    const host = await startHost({ clock: new ManualClock(), password: PASSWORD, limitLoopback: true });
    const sockets = await Promise.all(Array.from({ length: 16 }, () => rawSocket(host, {}, '127.0.6.1')));
    await Promise.all(sockets.flatMap((s, i) => [0, 1].map((k) => ask(s, { ...hello, password: `guess ${i}-${k}` }, 20_000))));
    const replies = codes(sockets);
    expect(replies).toHaveLength(32);
    expect(replies.filter((c) => c === 'badPassword')).toHaveLength(10);
    expect(replies.filter((c) => c === 'tooManyAttempts')).toHaveLength(22);
  }, 30_000);

  it('Password hashing without a seat: setOptions with a password hashes only for the table\'s owner', async () => {
    const host = await startHost({ limitLoopback: true });
    const owner = await greeted(host, '127.0.7.1');
    expect(await ask(owner, { type: 'createTable', table: 'Mesa', seats: 2, name: 'Ana' })).toMatchObject({ type: 'joined' });
    const tableId = host.tableSummaries()[0]?.id;
    const guest = await greeted(host, '127.0.7.2');
    expect(await ask(guest, { type: 'join', tableId, name: 'Bia' })).toMatchObject({ type: 'joined' });
    const strangers = await Promise.all(Array.from({ length: 20 }, (_, i) => greeted(host, `127.0.7.${i + 10}`)));
    const before = passwordWork().started;
    const refused = await Promise.all(strangers.map((s) => ask(s, { type: 'setOptions', options: { password: 'x'.repeat(30) } })));
    expect(refused.map((r) => r.code)).toEqual(strangers.map(() => 'notSeated'));
    expect(await ask(guest, { type: 'setOptions', options: { password: 'guest word' } })).toMatchObject({ code: 'notOwner' });
    expect(passwordWork().started).toBe(before);
    expect(await ask(owner, { type: 'setOptions', options: { password: 'owner word' } })).toMatchObject({ type: 'ok' });
    expect(passwordWork().started).toBe(before + 1);
  });
});

/** GET `path` from the address `from`; resolves with the status and body, or the error's code. */
function load(host: LanHost, path: string, from: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, localAddress: from, timeout: 3000 }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => { body += d.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ error: err.message }));
    req.end();
  });
}

/**
 * One address holding half-sent requests (a header line every 200 ms, reopened when dropped),
 * up to `want` at once, for `ms`. Returns the longest any of its sockets stayed open.
 */
function slowloris(host: LanHost, from: string, want: number, ms: number): { done: Promise<{ longestMs: number; opened: number }> } {
  const end = Date.now() + ms;
  let open = 0;
  let opened = 0;
  let longestMs = 0;
  const timers = new Set<NodeJS.Timeout>();
  const openOne = (): void => {
    if (Date.now() >= end || opened >= 3000) return;
    opened += 1;
    open += 1;
    const t0 = Date.now();
    const socket = connect({ host: '127.0.0.1', port: host.port, localAddress: from }, () => {
      socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n`);
      const trickle = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
      timers.add(trickle);
      socket.once('close', () => { clearInterval(trickle); timers.delete(trickle); });
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      open -= 1;
      longestMs = Math.max(longestMs, Date.now() - t0);
      // Reopened after a short pause, as a real attacker would (and so the loop stays bounded).
      setTimeout(openOne, 20);
    });
    const stop = setTimeout(() => socket.destroy(), Math.max(0, end - Date.now()));
    socket.once('close', () => clearTimeout(stop));
  };
  for (let i = 0; i < want; i++) openOne();
  const done = new Promise<{ longestMs: number; opened: number }>((resolve) => {
    const poll = setInterval(() => {
      const now = Date.now();
      if (now < end || (open > 0 && now < end + 2000)) return;
      clearInterval(poll);
      for (const t of timers) clearInterval(t);
      resolve({ longestMs, opened });
    }, 50);
  });
  return { done };
}

describe('slowloris', () => {
  it('Slowloris: one address holding 150 half-sent requests gets 32 sockets, each cut at the header deadline; another address loads the page and says hello', async () => {
    const webDir = await mkdtemp(join(tmpdir(), 'mirianth-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Mirianth</title>');
    try {
      const host = await startHost({ limitLoopback: true, maxConnections: 120, headerTimeoutMs: 1000, webDir });
      const attack = slowloris(host, '127.0.8.1', 150, 3500);
      let peak = 0;
      const watch = setInterval(() => { peak = Math.max(peak, host.socketsFrom('127.0.8.1')); }, 20);
      await new Promise((r) => setTimeout(r, 1500));
      const page = await load(host, '/', '127.0.8.2');
      expect(page).toMatchObject({ status: 200, body: expect.stringContaining('Mirianth') });
      const s = await rawSocket(host, {}, '127.0.8.2');
      expect(await ask(s, hello)).toMatchObject({ type: 'welcome' });
      const { longestMs, opened } = await attack.done;
      clearInterval(watch);
      expect(peak).toBeGreaterThan(0);
      expect(peak).toBeLessThanOrEqual(32);
      expect(opened).toBeGreaterThan(150);
      // A header every 200 ms does not extend the deadline (1 s, checked every second by Node too).
      expect(longestMs).toBeLessThan(2500);
    } finally {
      await rm(webDir, { recursive: true, force: true });
    }
  }, 20_000);
});

describe('room for others', () => {
  it('Slowloris from many addresses: once the host is three quarters full, an address holding 4 sockets gets no more, a new address still gets in', async () => {
    const host = await startHost({ limitLoopback: true, maxConnections: 8 });
    const held: Socket[] = [];
    const connectFrom = (from: string): Promise<Socket> => new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: host.port, localAddress: from }, () => resolve(socket));
      socket.on('error', () => undefined);
      held.push(socket);
    });
    try {
      for (let i = 0; i < 6; i++) await connectFrom('127.0.11.1');
      await until(() => host.socketsFrom('127.0.11.1') === 6, 2000, 'six sockets');
      const refused = await connectFrom('127.0.11.1');
      // Cut by the host at once (bounded wait: a kept socket fails the count below instead).
      await new Promise<void>((r) => { if (refused.destroyed) r(); else { refused.once('close', () => r()); setTimeout(r, 2000); } });
      expect(host.socketsFrom('127.0.11.1')).toBe(6);
      await connectFrom('127.0.11.2');
      await until(() => host.socketsFrom('127.0.11.2') === 1, 2000, 'the newcomer');
    } finally {
      for (const s of held) s.destroy();
    }
  });
});
