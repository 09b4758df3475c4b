/**
 * Wire probe: every frame the host sends to any client, in several games, is checked against the
 * authoritative state at the moment it is sent. No frame may name a card still in the draw deck
 * or the plague deck (so neither deck's order nor content leaks), carry the seed or PRNG state,
 * or show fate results before their flip.
 */
import { mirianthInspect } from '../../support/mirianthLan';
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../../src/engine/games/mirianth';
import type { FrameTap } from '../../../src/server/lan/conn';
import {
  closeOpened, driveAll, readyAndStart, seatedTable, startHost, until,
} from '../../../src/server/lan/harness';

const HIDDEN_KEYS = new Set(['seed', 'rng', 'drawDeck', 'plagueDeck']);

function keysDeep(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysDeep(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  }
  return out;
}

/** Numbers as standalone JSON tokens (not part of a longer number or a string like "paladin-12"). */
function hasNumberToken(frame: string, n: number): boolean {
  return new RegExp(`(?<![\\w.-])${n}(?![\\w.])`).test(frame);
}

/** Every leak found in `frame`, judged against the full state `s` at send time. */
export function leaks(frame: string, s: GameState | null): string[] {
  const found: string[] = [];
  const parsed: unknown = JSON.parse(frame);
  for (const k of keysDeep(parsed, new Set())) if (HIDDEN_KEYS.has(k)) found.push(`key ${k}`);
  if (s) {
    // Every string in the frame, keys included (a card id could hide as a record key).
    const strings = new Set(Array.from(frame.matchAll(/"((?:[^"\\]|\\.)*)"/g), (m) => m[1]));
    for (const id of s.drawDeck) if (strings.has(id)) found.push(`draw-deck card ${id}`);
    for (const id of s.plagueDeck) if (strings.has(id)) found.push(`plague-deck card ${id}`);
    // Large numbers only: a small number could coincide with a count. Seeds here are always large.
    for (const n of s.rng) if (Math.abs(n) >= 1_000_000 && hasNumberToken(frame, n)) found.push(`secret number ${n}`);
    if (typeof s.seed === 'number' && s.seed >= 1_000_000 && hasNumberToken(frame, s.seed)) found.push(`secret seed ${s.seed}`);
    if (typeof s.seed === 'string' && strings.has(s.seed)) found.push('secret seed');
  }
  // Fate: a shuffle or deal must travel with its flip, never alone.
  const message = parsed as { events?: { type: string }[]; history?: { type: string }[] };
  const events = message.events ?? [];
  for (const e of events) {
    if (e.type !== 'fateShuffled' && e.type !== 'fateDealt') continue;
    if (!events.some((r) => r.type === 'fateRevealed')) found.push(`${e.type} before fateRevealed`);
  }
  // A full view's history is past events only: every shuffle or deal in it is followed by its flip.
  const history = message.history ?? [];
  const lastFlip = history.map((e) => e.type).lastIndexOf('fateRevealed');
  history.forEach((e, i) => {
    if ((e.type === 'fateShuffled' || e.type === 'fateDealt') && i > lastFlip) found.push(`${e.type} in history before fateRevealed`);
  });
  return found;
}

afterEach(closeOpened);

describe('wire probe', () => {
  it('the probe itself flags a frame carrying the full state', () => {
    const { state } = createGame({ seed: 123_456_789, players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] });
    const found = leaks(JSON.stringify({ type: 'game', view: state, events: [] }), state);
    expect(found).toContain('key drawDeck');
    expect(found.some((f) => f.startsWith('draw-deck card'))).toBe(true);
    expect(found.some((f) => f.startsWith('plague-deck card'))).toBe(true);
    expect(found).toContain('secret seed 123456789');
    const text = createGame({ seed: 'a7f3c0de9b214e6f8d5a0c3b1e2f4a6d', players: [{ name: 'a' }, { name: 'b' }] }).state;
    expect(leaks(JSON.stringify({ type: 'game', view: { note: text.seed }, events: [] }), text)).toContain('secret seed');
    expect(leaks(JSON.stringify({ events: [{ type: 'fateDealt', seats: [0, 1] }] }), null)).toEqual(['fateDealt before fateRevealed']);
    const history = [{ type: 'fateRevealed' }, { type: 'fateShuffled' }];
    expect(leaks(JSON.stringify({ events: [], history }), null)).toEqual(['fateShuffled in history before fateRevealed']);
    const card = state.drawDeck[0] ?? '';
    expect(leaks(JSON.stringify({ events: [], history: [{ type: 'cardRevealed', card }] }), state)).toContain(`draw-deck card ${card}`);
  });

  it('no frame to any client in several games carries hidden information', async () => {
    const problems: string[] = [];
    const stats = { frames: 0, gameFrames: 0, fateFrames: 0, historyFrames: 0 };
    const tap: FrameTap = ({ tableId, seat, data }) => {
      stats.frames += 1;
      if (data.includes('"type":"game"')) stats.gameFrames += 1;
      if (data.includes('"history":')) stats.historyFrames += 1;
      if (data.includes('fateRevealed')) stats.fateFrames += 1;
      const state = tableId && host ? mirianthInspect(host, tableId)?.state ?? null : null;
      for (const leak of leaks(data, state)) problems.push(`table ${tableId} seat ${seat}: ${leak}`);
    };
    const host = await startHost({ onFrame: tap });
    // Three tables at once: 4 humans, 3 humans, 2 humans + 2 AI seats (the AI path sends too).
    const tables = await Promise.all([seatedTable(host, 4), seatedTable(host, 3), seatedTable(host, 2, 4)]);
    const [, , withAi] = tables;
    if (!withAi) throw new Error('tables missing');
    const aiOwner = withAi.clients[0];
    if (!aiOwner) throw new Error('owner missing');
    await aiOwner.client.configureSeat(2, 'ai', 'random');
    await aiOwner.client.configureSeat(3, 'ai', 'random');
    for (const t of tables) await readyAndStart(t.clients);
    const driven = tables.map((t, i) => driveAll(t.clients, 100 + i));

    // One drop and resume mid-game, so the full-view-on-rejoin frames are probed too.
    const dropper = tables[0]?.clients[1];
    if (!dropper) throw new Error('client missing');
    await until(() => (dropper.client.getSnapshot().game?.moveNo ?? 0) > 40, 10_000, 'move 40');
    dropper.drop();

    await Promise.all(driven.flatMap((d) => d.drivers.map((x) => x.done)));
    for (const t of tables) expect(mirianthInspect(host, t.tableId)?.state?.step).toBe('gameOver');
    expect(problems).toEqual([]);
    // The probe saw real traffic, including fate flips and the history of the resumed seat's view.
    expect(stats.gameFrames).toBeGreaterThan(1000);
    expect(stats.historyFrames).toBeGreaterThan(9);
    console.log(`wire probe: ${stats.frames} frames, ${stats.gameFrames} game updates, ${stats.fateFrames} with a fate flip, ${stats.historyFrames} with a history`);
  }, 60_000);
});
