/** Handshake, authentication, owner rights, chat and rate limiting, frame by frame. */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { seatId } from '../../../src/engine/games/mirianth';
import {
  closeOpened, makeClient, rawSocket, seatedTable, startHost, until, wsUrl,
} from '../../../src/server/lan/harness';
import { CLOSE_CODES, PROTOCOL_VERSION } from '../../../src/shared/lan/protocol';
import type { HostMessage } from '../../../src/shared/lan/hostMessages';

afterEach(closeOpened);

type Raw = Awaited<ReturnType<typeof rawSocket>>;
/** Sends a request with an id and waits for the reply carrying that id. */
async function ask(s: Raw, body: Record<string, unknown>): Promise<HostMessage> {
  const id = Math.floor(Math.random() * 1e9);
  s.ws.send(JSON.stringify({ ...body, id }));
  let found: HostMessage | undefined;
  await until(() => {
    found = s.got.find((m) => 'id' in m && m.id === id);
    return found !== undefined;
  }, 3000, `a reply to ${String(body['type'])}`);
  if (!found) throw new Error('no reply');
  return found;
}
const hello = { type: 'hello', v: PROTOCOL_VERSION };

describe('handshake', () => {
  it('refuses a different protocol version and closes', async () => {
    const host = await startHost();
    const s = await rawSocket(host);
    expect(await ask(s, { type: 'hello', v: PROTOCOL_VERSION + 1 })).toMatchObject({ type: 'error', code: 'versionMismatch' });
    expect(await s.closed).toBe(CLOSE_CODES.versionMismatch);
  });

  it('answers malformed and unknown messages with errors and stays usable', async () => {
    const host = await startHost();
    const s = await rawSocket(host);
    expect(await ask(s, { type: 'listTables' })).toMatchObject({ type: 'error', code: 'helloRequired' });
    expect(await ask(s, { type: 'teleport' })).toMatchObject({ type: 'error', code: 'unknownType' });
    expect(await ask(s, { type: 'hello', v: 'one' })).toMatchObject({ type: 'error', code: 'malformed' });
    s.ws.send('not json');
    await until(() => s.got.some((m) => m.type === 'error' && m.message === 'Not JSON'), 2000, 'a JSON error');
    expect(await ask(s, hello)).toMatchObject({ type: 'welcome', v: PROTOCOL_VERSION, server: 'test host' });
    expect(await ask(s, { type: 'ping' })).toEqual(expect.objectContaining({ type: 'pong' }));
  });

  it('refuses a wrong host password, and closes after repeated failures', async () => {
    const host = await startHost({ password: 'open sesame' });
    const s = await rawSocket(host);
    expect(await ask(s, hello)).toMatchObject({ type: 'error', code: 'badPassword' });
    expect(await ask(s, { ...hello, password: 'open sesame' })).toMatchObject({ type: 'welcome' });
    const t = await rawSocket(host);
    for (let i = 0; i < 4; i++) expect(await ask(t, { ...hello, password: `guess ${i}` })).toMatchObject({ code: 'badPassword' });
    t.ws.send(JSON.stringify({ ...hello, password: 'guess 5' }));
    expect(await t.closed).toBe(CLOSE_CODES.abuse);
  });

  it('refuses pages from other origins', async () => {
    const host = await startHost();
    const evil = new WebSocket(wsUrl(host), { headers: { Origin: 'http://evil.example' } });
    const refused = await new Promise<boolean>((resolve) => {
      evil.on('open', () => resolve(false));
      evil.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    const same = await rawSocket(host, { Origin: `http://127.0.0.1:${host.port}` });
    expect(await ask(same, hello)).toMatchObject({ type: 'welcome' });
    const app = await rawSocket(host, { Origin: 'file://' });
    expect(await ask(app, hello)).toMatchObject({ type: 'welcome' });
  });
});

describe('seats', () => {
  it('refuses a wrong table password, a wrong resume token and a wrong owner key', async () => {
    const host = await startHost();
    const { tableId, ownerKey } = host.createTable({ name: 'Locked', seats: 2, password: 'pão de queijo' });
    const s = await rawSocket(host);
    await ask(s, hello);
    expect(await ask(s, { type: 'join', tableId, name: 'Ana' })).toMatchObject({ type: 'error', code: 'badPassword' });
    expect(await ask(s, { type: 'join', tableId, name: 'Ana', password: 'pao de queijo' })).toMatchObject({ code: 'badPassword' });
    expect(await ask(s, { type: 'resume', tableId, token: 'A'.repeat(22) })).toMatchObject({ code: 'badToken' });
    expect(await ask(s, { type: 'join', tableId, name: 'Ana', password: 'pão de queijo', ownerKey: 'B'.repeat(22) })).toMatchObject({ code: 'badToken' });
    expect(await ask(s, { type: 'join', tableId: '000000000000', name: 'Ana' })).toMatchObject({ code: 'noSuchTable' });
    // Four failures so far: the next one closes the connection.
    s.ws.send(JSON.stringify({ type: 'join', tableId, name: 'Ana', password: 'wrong' }));
    expect(await s.closed).toBe(CLOSE_CODES.abuse);
    const ok = await rawSocket(host);
    await ask(ok, hello);
    expect(await ask(ok, { type: 'join', tableId, name: 'Ana', password: 'pão de queijo', ownerKey })).toMatchObject({ type: 'joined', owner: true });
  });

  it('keeps owner actions to the owner; kick frees the seat and ends the session', async () => {
    const host = await startHost();
    const t = await seatedTable(host, 3, 4, { client: () => ({ reconnect: false }) });
    const clients = t.clients;
    const [owner, guest, third] = clients;
    if (!owner || !guest || !third) throw new Error('clients');
    await expect(guest.client.kick(2)).rejects.toMatchObject({ code: 'notOwner' });
    await expect(guest.client.start()).rejects.toMatchObject({ code: 'notOwner' });
    await expect(guest.client.configureSeat(3, 'ai')).rejects.toMatchObject({ code: 'notOwner' });
    await expect(owner.client.configureSeat(1, 'ai')).rejects.toMatchObject({ code: 'seatTaken' });
    await expect(owner.client.start()).rejects.toMatchObject({ code: 'notAllReady' });
    await owner.client.kick(2);
    await until(() => third.client.getSnapshot().status === 'closed', 2000, 'the kick');
    expect(third.client.getSnapshot().closedReason).toBe('kicked');
    expect(third.client.getSnapshot().session).toBeNull();
    await until(() => owner.client.getSnapshot().table?.seats[2]?.occupied === false, 2000, 'the seat to free');
    await owner.client.configureSeat(2, 'ai', 'random');
    await owner.client.configureSeat(3, 'ai', 'random');
    await guest.client.ready(true);
    await owner.client.start();
    await until(() => guest.client.getSnapshot().game !== null, 2000, 'the game');
    await expect(guest.client.move({ type: 'lock', seat: seatId(0) })).rejects.toMatchObject({ code: 'notYourSeat' });
  });

  it('chat and names reach everyone as plain text', async () => {
    const host = await startHost();
    const t = await seatedTable(host, 2, 2);
    const clients = t.clients;
    const [a, b] = clients;
    if (!a || !b) throw new Error('clients');
    await a.client.setName('  Ana\u202E\u0000 Maria\u200B  ');
    await a.client.chat(`ola\n<b>mundo</b>\u202E${'!'.repeat(500)}`);
    await until(() => b.client.getSnapshot().chat.length === 1, 2000, 'the chat line');
    const line = b.client.getSnapshot().chat[0];
    expect(line?.name).toBe('Ana Maria');
    expect(line?.text.startsWith('ola <b>mundo</b>!!!')).toBe(true);
    expect(Array.from(line?.text ?? '').length).toBe(300);
    await expect(a.client.chat('\u200B\u0007 ')).rejects.toMatchObject({ code: 'malformed' });
    await until(() => b.client.getSnapshot().table?.seats[0]?.name === 'Ana Maria', 2000, 'the new name');
  });
});

describe('rate limiting', () => {
  it('refuses a burst beyond the bucket with errors, then serves again; a flood is cut', async () => {
    const host = await startHost({ rateLimit: { capacity: 20, refillPerSec: 10 } });
    const s = await rawSocket(host);
    for (let i = 0; i < 50; i++) s.ws.send(JSON.stringify({ type: 'ping', id: i }));
    await until(() => s.got.length >= 50, 3000, 'fifty replies');
    expect(s.got.filter((m) => m.type === 'pong')).toHaveLength(20);
    const limited = s.got.filter((m) => m.type === 'error' && m.code === 'rateLimited');
    expect(limited).toHaveLength(30);
    expect(limited.every((m) => 'id' in m && typeof m.id === 'number')).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await ask(s, { type: 'ping' })).toMatchObject({ type: 'pong' });
    for (let i = 0; i < 400; i++) s.ws.send('{"type":"ping"}');
    expect(await s.closed).toBe(CLOSE_CODES.abuse);
    // Only the flooding connection is cut.
    const other = makeClient(host);
    await other.client.connect();
    expect(other.client.getSnapshot().status).toBe('open');
  });
});
