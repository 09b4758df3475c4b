/**
 * Fuzz: 10,000 garbage, malformed, oversized, binary and out-of-turn frames against a host that
 * is running a real game. Every frame gets an error reply (or, when oversized or not UTF-8, the
 * socket is closed), the host stays up, and the game ends exactly as a replay of its moves.
 */
import { mirianthMessage, mirianthSnapshot, mirianthInspect, mirianthMove } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hashState } from '../../../src/engine/kit/stateHash';
import { applyMove, createGame, legalMoves, type GameState } from '../../../src/engine/games/mirianth';
import {
  closeOpened, driveAll, rawSocket, readyAndStart, seatedTable, startHost, until,
} from '../../../src/server/lan/harness';
import { CLIENT_MESSAGE_TYPES } from '../../../src/shared/lan/clientMessages';
import { MAX_FRAME_BYTES, PROTOCOL_VERSION } from '../../../src/shared/lan/protocol';

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Frames that are never a valid request: each must get exactly one `error` reply. */
function garbage(r: () => number): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const text = (n: number): string => Array.from({ length: n }, () => String.fromCharCode(Math.floor(r() * 0xffff))).join('');
  // Never hello or ping: those are valid with almost any shape, so not garbage.
  const known = CLIENT_MESSAGE_TYPES.filter((t) => t !== 'hello' && t !== 'ping');
  switch (Math.floor(r() * 9)) {
    case 0: return text(Math.floor(r() * 200));
    case 1: return JSON.stringify(pick([null, 1, -0.5, 'move', true, [], [1, 2], '{"type":"move"}']));
    case 2: return JSON.stringify({ type: text(8) });
    case 3: return JSON.stringify({ type: pick(known), [text(3)]: r(), id: 2 ** 30 + Math.floor(r() * 1e6) });
    case 4: return JSON.stringify({ type: pick(known), tableId: r(), seat: 'x', name: 42, text: [], ready: 'yes', move: 7, id: 2 ** 30 });
    case 5: return '['.repeat(1 + Math.floor(r() * 20_000));
    case 6: return JSON.stringify({ type: 'move', move: { type: pick(['announce', 'propose', 'fight', 'nope']), seat: Math.floor(r() * 9) - 2, card: text(5) } });
    case 7: return `{"__proto__":{"type":"hello"},"constructor":{"prototype":{"x":1}},"type":${JSON.stringify(pick(known))},"id":"${text(4)}"}`;
    default: return JSON.stringify({ type: pick(known), id: -1 - Math.floor(r() * 100) });
  }
}

afterEach(closeOpened);

const breathe = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('fuzz', () => {
  it('10k bad frames: error replies, the host stays up, the running game stays intact', async () => {
    // Socket a is fuzzed without ever saying hello, for longer than the hello timeout: turn it off.
    const host = await startHost({ rateLimit: { capacity: 1e9, refillPerSec: 1e9 }, helloTimeoutMs: 0 });
    const game = await seatedTable(host, 4);
    const lobby = await seatedTable(host, 2, 3);
    await readyAndStart(game.clients);
    // Bots think a little so the game outlasts the fuzzing.
    const { drivers, moves } = driveAll(game.clients, 42, 10);
    const r = rng(2024);

    // A: never greeted. B: greeted, seated in a lobby. C: a bot-driven player mid-game.
    const a = await rawSocket(host);
    const b = await rawSocket(host);
    b.ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION }));
    b.ws.send(JSON.stringify({ type: 'join', tableId: lobby.tableId, name: 'Fuzz' }));
    await until(() => b.got.some((m) => m.type === 'joined'), 2000, 'fuzzer seated');
    const bBefore = b.got.length;
    const cPlayer = game.clients[3];
    const cSocket = cPlayer?.sockets.at(-1);
    if (!cPlayer || !cSocket) throw new Error('no player socket');
    let cErrors = 0;
    // The bot's own requests have small ids; fuzz frames have none or ids from 2^30 up.
    cPlayer.client.onMessage((raw) => {
      const m = mirianthMessage(raw); if (m.type === 'error' && (m.id === undefined || m.id >= 2 ** 30)) cErrors += 1; });

    let sentA = 0;
    let sentB = 0;
    let sentC = 0;
    let outOfTurn = 0;
    for (let i = 0; i < 9_910; i++) {
      const lane = i % 3;
      if (lane === 0) { a.ws.send(garbage(r)); sentA += 1; }
      else if (lane === 1) { b.ws.send(garbage(r)); sentB += 1; }
      else if (i % 9 === 2) {
        // Out of turn: a move that is legal for another seat, sent from seat 3.
        const view = mirianthSnapshot(cPlayer.client).game?.view;
        const other = view?.awaiting.find((s) => s !== 3);
        const move = view && other !== undefined ? legalMoves(view, other)[0] : undefined;
        cSocket.send(JSON.stringify({ type: 'move', id: 2 ** 30 + i, move: move ?? { type: 'lock', seat: 0 } }));
        sentC += 1;
        outOfTurn += 1;
      } else { cSocket.send(garbage(r)); sentC += 1; }
      if (i % 100 === 99) await breathe();
    }
    expect(mirianthInspect(host, game.tableId)?.phase).toBe('playing');
    // Binary frames are refused with an error, and the connection stays usable.
    for (let i = 0; i < 50; i++) a.ws.send(Buffer.from([1, 2, 3, i]), { binary: true });
    sentA += 50;
    // Oversized frames and invalid UTF-8 close only their own socket.
    const closes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const s = await rawSocket(host);
      if (i % 4 === 3) s.ws.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
      else s.ws.send('x'.repeat(MAX_FRAME_BYTES + 1 + i * 1000));
      closes.push(await s.closed);
    }
    const total = sentA + sentB + sentC + closes.length;
    expect(total).toBeGreaterThanOrEqual(10_000);

    await until(() => a.got.length >= sentA && b.got.length - bBefore >= sentB, 20_000, 'error replies');
    expect(a.got.length).toBe(sentA);
    expect(a.got.every((m) => m.type === 'error' && typeof m.code === 'string' && typeof m.message === 'string')).toBe(true);
    expect(a.frames.length).toBe(sentA);
    expect(b.got.slice(bBefore).filter((m) => m.type === 'error').length).toBe(sentB);
    expect(closes.filter((c) => c === 1009).length).toBe(30);
    expect(closes.filter((c) => c === 1007).length).toBe(10);
    expect(outOfTurn).toBeGreaterThan(1000);

    // The game finishes and equals a replay of exactly the moves the players made.
    await Promise.all(drivers.map((d) => d.done));
    await until(() => cErrors >= sentC, 5000, 'errors on the player socket');
    expect(cErrors).toBe(sentC);
    expect(cPlayer.sockets.length).toBe(1);
    const hosted = mirianthInspect(host, game.tableId);
    if (!hosted?.state || hosted.seed === null) throw new Error('no game');
    let state: GameState = createGame({ seed: hosted.seed, players: [1, 2, 3, 4].map((n) => ({ name: `Player ${n}` })) }).state;
    for (let n = 1; n <= moves.size; n++) {
      const move = moves.get(n);
      const applied = move ? applyMove(state, mirianthMove(move)) : null;
      if (!applied?.ok) throw new Error(`replay failed at move ${n}`);
      state = applied.state;
    }
    expect(moves.size).toBe(hosted.moves.length);
    expect(hashState(state)).toBe(hashState(hosted.state));
    // The lobby is as it was, and the host still answers: both greeted sockets still work.
    expect(mirianthInspect(host, lobby.tableId)?.phase).toBe('lobby');
    b.ws.send(JSON.stringify({ type: 'ping', id: 1 }));
    a.ws.send(JSON.stringify({ type: 'hello', v: PROTOCOL_VERSION, id: 2 }));
    await until(() => b.got.some((m) => m.type === 'pong') && a.got.some((m) => m.type === 'welcome'), 2000, 'pong');
    expect(a.ws.readyState).toBe(WebSocket.OPEN);
    console.log(`fuzz: ${total} frames (${outOfTurn} out of turn, ${closes.length} oversized or not UTF-8)`);
  }, 90_000);
});
