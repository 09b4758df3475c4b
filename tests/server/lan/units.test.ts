/** The small pure pieces of LAN play: text cleaning, addresses, URLs, secrets, rate limit, autosaves. */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIRIANTH_ORDER, mirianthBot } from '../../../src/ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../src/ai/kit/runGame';
import { createGame, seatId, type DomainEvent } from '../../../src/engine/games/mirianth';
import { mirianthModule } from '../../../src/engine/games/mirianth/module';
import { AutosaveStore } from '../../../src/server/lan/autosave';
import type { Autosave } from '../../../src/server/lan/autosaveFormat';
import { ManualClock } from '../../../src/server/lan/clock';
import { lanAddresses, lanUrls, qrDataUrl } from '../../../src/server/lan/lanUrl';
import { originAllowed } from '../../../src/server/lan/origin';
import { TokenBucket } from '../../../src/server/lan/rateLimit';
import { digestPassword, digestToken, newToken, passwordMatches, tokenMatches } from '../../../src/server/lan/secrets';
import { filterFor } from '../../../src/server/lan/wireFilter';
import { hostUrls } from '../../../src/shared/lan/address';
import { clientMessageSchema } from '../../../src/shared/lan/clientMessages';
import { parseHostMessage } from '../../../src/shared/lan/hostMessages';
import { MAX_HISTORY_BYTES } from '../../../src/shared/lan/protocol';
import { plainText } from '../../../src/shared/lan/sanitize';

describe('plain text', () => {
  it('drops controls, bidi overrides, invisibles and lone surrogates; keeps real text', () => {
    expect(plainText('  Ana\u0000\u202E lia\u200B\n', 24)).toBe('Ana lia');
    expect(plainText('João 🎲 <b>', 24)).toBe('João 🎲 <b>');
    expect(plainText('a\ud800b\udc00c', 24)).toBe('abc');
    expect(plainText('😀'.repeat(30), 24)).toBe('😀'.repeat(24));
    expect(plainText('\u200B\u2066', 24)).toBe('');
  });
});

describe('addresses and URLs', () => {
  it('turns typed addresses into page and socket URLs', () => {
    expect(hostUrls('192.168.1.5')).toEqual({ page: 'http://192.168.1.5:47470/', ws: 'ws://192.168.1.5:47470/ws' });
    expect(hostUrls(' ana.local:5000 ')).toEqual({ page: 'http://ana.local:5000/', ws: 'ws://ana.local:5000/ws' });
    expect(hostUrls('http://[fe80::1]:8080/x')).toEqual({ page: 'http://[fe80::1]:8080/', ws: 'ws://[fe80::1]:8080/ws' });
    expect(() => hostUrls('')).toThrow();
    expect(() => hostUrls('ftp://x')).toThrow();
  });

  it('lists LAN addresses home networks first, and makes a QR code', async () => {
    const ifaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '', mac: '', cidr: null }],
      tun0: [{ address: '100.101.1.2', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null }],
      wlan0: [
        { address: '192.168.0.12', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null },
        { address: 'fe80::1', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 1 },
      ],
    } as const;
    const list = { lo: [...ifaces.lo], tun0: [...ifaces.tun0], wlan0: [...ifaces.wlan0] };
    expect(lanAddresses(list)).toEqual(['192.168.0.12', '100.101.1.2']);
    expect(lanUrls(47470, list)[0]).toBe('http://192.168.0.12:47470/');
    expect(await qrDataUrl('http://192.168.0.12:47470/')).toMatch(/^data:image\/png;base64,/);
  });

  it('lets in the desktop app, same-origin pages and listed origins only', () => {
    expect(originAllowed(undefined, 'h:1', [])).toBe(true);
    expect(originAllowed('file://', 'h:1', [])).toBe(true);
    expect(originAllowed('http://192.168.0.12:47470', '192.168.0.12:47470', [])).toBe(true);
    expect(originAllowed('http://evil.example', '192.168.0.12:47470', [])).toBe(false);
    expect(originAllowed('http://localhost:5173', 'h:1', ['http://localhost:5173'])).toBe(true);
    expect(originAllowed('null', 'h:1', [])).toBe(false);
  });
});

describe('secrets and limits', () => {
  it('matches tokens and passwords by digest only', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tokenMatches(token, digestToken(token))).toBe(true);
    expect(tokenMatches(newToken(), digestToken(token))).toBe(false);
    expect(tokenMatches(token, null)).toBe(false);
    const pw = digestPassword('segredo');
    expect(JSON.stringify(pw)).not.toContain('segredo');
    expect(passwordMatches('segredo', pw)).toBe(true);
    expect(passwordMatches('Segredo', pw)).toBe(false);
    expect(passwordMatches(undefined, pw)).toBe(false);
    expect(passwordMatches(undefined, null)).toBe(true);
  });

  it('refills the bucket with time', () => {
    const clock = new ManualClock();
    const bucket = new TokenBucket({ capacity: 3, refillPerSec: 2 }, () => clock.now());
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    clock.advance(500);
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  });
});

describe('messages', () => {
  it('client schema refuses extra keys and oversized text; host frames parse back', () => {
    expect(clientMessageSchema.safeParse({ type: 'ready', ready: true }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'ready', ready: true, admin: true }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'chat', text: 'x'.repeat(2000) }).success).toBe(false);
    expect(parseHostMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    expect(parseHostMessage('{"type":"game","view":{}}')).toBeNull();
    expect(parseHostMessage('nope')).toBeNull();
  });

  it('the wire filter sends a seat its own view only, never the full state', () => {
    const { state, events } = createGame({ seed: 99, players: [{ name: 'a' }, { name: 'b' }] });
    const out = { kind: 'game' as const, module: mirianthModule, state, events, moveNo: 0, full: true, ack: { seat: seatId(1), id: 5 }, clock: [] };
    const known = new Set<string>();
    const toSeat0 = filterFor(out, { seat: seatId(0), watching: false, knownCards: known });
    const toSeat1 = filterFor(out, { seat: seatId(1), watching: false, knownCards: new Set() });
    expect(filterFor(out, { seat: null, watching: false, knownCards: new Set() })).toBeNull();
    if (toSeat0?.type !== 'game' || toSeat1?.type !== 'game') throw new Error('not a game message');
    expect(toSeat0.view.you).toBe(0);
    expect(toSeat0.ack).toBeUndefined();
    expect(toSeat1.ack).toBe(5);
    expect(Object.keys(toSeat0.view)).not.toEqual(expect.arrayContaining(['seed']));
    expect(JSON.stringify(toSeat0)).not.toMatch(/"(seed|rng|drawDeck|plagueDeck)"/);
    // An update after a full view repeats no card definition the connection already has.
    expect(Object.keys(toSeat0.view.cards).length).toBeGreaterThan(0);
    const again = filterFor({ ...out, full: false }, { seat: seatId(0), watching: false, knownCards: known });
    expect(again?.type === 'game' ? Object.keys(again.view.cards) : null).toEqual([]);
  });

  it('a full view carries the history for the log, cut to its most recent events within the budget; updates carry none', () => {
    const names = ['Ana', 'Bruno', 'Carla', 'Davi'];
    const game: DomainEvent[] = [];
    const { final: state } = runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed: 'history-size', names, bots: names.map((_, i) => mirianthBot('easy', i + 1)), onEvents: (events) => game.push(...events) });
    const bytes = (events: readonly DomainEvent[]): number => new TextEncoder().encode(JSON.stringify(events)).length;
    console.log(`history of a whole 4-player game: ${game.length} events, ${bytes(game)} bytes of JSON`);
    const out = { kind: 'game' as const, module: mirianthModule, state, events: [], history: game, moveNo: 1, full: true, ack: null, clock: [] };
    const whole = filterFor(out, { seat: seatId(2), watching: false, knownCards: new Set() });
    if (whole?.type !== 'game') throw new Error('not a game message');
    expect(whole.events).toEqual([]);
    if (bytes(game) <= MAX_HISTORY_BYTES) expect(whole.history).toEqual(game);
    else expect(whole.history).toEqual(game.slice(-(whole.history?.length ?? 0)));
    // Two games' worth is over budget: the most recent events that fit, and not one more.
    const long = [...game, ...game];
    const cut = filterFor({ ...out, history: long }, { seat: seatId(2), watching: false, knownCards: new Set() });
    const kept = cut?.type === 'game' ? cut.history ?? [] : [];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(long.slice(-kept.length));
    expect(bytes(kept)).toBeLessThanOrEqual(MAX_HISTORY_BYTES);
    expect(bytes(long.slice(-kept.length - 1))).toBeGreaterThan(MAX_HISTORY_BYTES);
    const update = filterFor({ ...out, full: false }, { seat: seatId(2), watching: false, knownCards: new Set() });
    expect(update?.type === 'game' && 'history' in update).toBe(false);
  });
});

describe('autosave store', () => {
  it('coalesces writes, keeps the newest, and removes after the write in flight', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mirianth-autosave-'));
    try {
      const store = new AutosaveStore(dir, (m) => { throw new Error(m); });
      let n = 0;
      const make = (): Autosave => ({ savedAt: String(++n) } as unknown as Autosave);
      for (let i = 0; i < 20; i++) store.save('0123456789ab', make);
      await store.flush();
      expect(n).toBeLessThan(20);
      const text = await readFile(join(dir, 'table-0123456789ab.json'), 'utf8');
      expect(JSON.parse(text)).toEqual({ savedAt: String(n) });
      store.save('0123456789ab', make);
      store.remove('0123456789ab');
      await store.flush();
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
