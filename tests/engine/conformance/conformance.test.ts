/**
 * The conformance suite every registered game runs (as OpenSpiel's basic tests): random games end
 * at every seat count; a refused move changes nothing; a seat's view hides what it must and the
 * AI's determinization agrees with it; hashes are deterministic; saves round-trip; undo never
 * crosses a barrier; a few seeded playthroughs keep their recorded digests. A new game that
 * registers in src/engine/registry.ts is checked here with no test of its own.
 */
import { describe, expect, it } from 'vitest';
import { seatId, type SeatId } from '../../../src/engine/kit/ids';
import type { AnyGameModule } from '../../../src/engine/kit/module';
import { GAMES } from '../../../src/engine/registry';
import { decodeAnySave, encodeModuleSave } from '../../../src/shared/save/moduleSave';
import { moduleUndoTarget } from '../../../src/shared/save/moduleTimeline';
import { DETERMINIZE, digestOf, playRandom, type Played } from '../support/conformance';

const seatCounts = (game: AnyGameModule): number[] => Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i);

/**
 * Seeded random games (`digestOf`: moves, state hashes, events) recorded from main at b75b9c0,
 * before the Nains and Miremarsh statecharts. A deliberate rules or catalog change re-records them.
 */
const GOLDEN: Readonly<Record<string, readonly (readonly [seed: number, players: number, moves: number, digest: string])[]>> = {
  'mirianth-wars': [[3, 2, 156, 'c9ef7897dfcdbd30'], [4, 4, 360, '40e71a4cf0ce934c']],
  nains: [[3, 2, 73, '060b111c46e5a587'], [4, 5, 117, 'a1123753ad7a6c8d']],
  miremarsh: [[3, 1, 40, 'ca52844e52772371'], [4, 5, 127, 'c60ffaf0d774e654']],
};

/**
 * Where a game's determinization is known not to agree with the view yet, and why. The suite
 * checks every other position, and checks that each gap is still there (so a fix removes it here).
 */
const KNOWN_GAPS: Readonly<Record<string, { step: string; reason: string }>> = {
  nains: {
    step: 'bidding',
    reason: "determinizeNains fills the other Lords' missing bids from the bid model (the hard bot's look-ahead), so its world shows them committed",
  },
};

const played = new Map<string, Played>();
function game(g: AnyGameModule, seed: number, players: number): Played {
  const key = `${g.id}:${seed}:${players}`;
  const known = played.get(key);
  if (known) return known;
  const fresh = playRandom(g, seed, players);
  played.set(key, fresh);
  return fresh;
}

/** A sample of each game's positions: every `stride`-th state of one game per seat count. */
function positions(g: AnyGameModule, stride: number): unknown[] {
  return seatCounts(g).flatMap((n) => game(g, 1, n).states.filter((_, i) => i % stride === 0));
}

describe.each(GAMES.map((g) => [g.id, g] as const))('%s conforms', (_id, g) => {
  it('plays random games to the end at every seat count, with winners or scores at the end', () => {
    for (const n of seatCounts(g)) {
      const { states } = game(g, 1, n);
      const last = states[states.length - 1];
      expect(g.ctx(last).over, `${n} seats`).toBe(true);
      expect(g.ctx(last).awaiting).toEqual([]);
      expect(g.summary(last).over).toBe(true);
      expect(g.summary(last).scores ?? g.summary(last).winners, `${n} seats`).not.toBeNull();
      for (const s of states.slice(0, -1)) expect(g.legalMoves(s, g.ctx(s).awaiting[0] ?? seatId(0)).length).toBeGreaterThan(0);
    }
  });

  it('refuses a move out of turn and a move of a finished game, changing nothing', () => {
    let refusals = 0;
    for (const s of positions(g, 5)) {
      const before = JSON.stringify(s);
      const ctx = g.ctx(s);
      const mover = ctx.awaiting[0];
      const idle = ctx.order.find((seat) => !ctx.awaiting.includes(seat));
      if (mover === undefined || idle === undefined) continue;
      const move = g.legalMoves(s, mover)[0];
      if (!move) continue;
      const r = g.apply(s, { ...move, seat: idle });
      expect(r.ok, `${move.type} by idle seat ${idle} at ${ctx.step}`).toBe(false);
      expect(JSON.stringify(s)).toBe(before);
      refusals++;
    }
    expect(refusals).toBeGreaterThan(0);
    const { states, moves } = game(g, 1, g.minPlayers);
    const last = states[states.length - 1];
    const again = moves[0];
    if (!again) throw new Error('no move played');
    const before = JSON.stringify(last);
    expect(g.apply(last, again).ok).toBe(false);
    expect(JSON.stringify(last)).toBe(before);
  });

  it('gives each seat a view without the generator, and the determinized states look the same to that seat', () => {
    const determinize = DETERMINIZE[g.id];
    const gap = KNOWN_GAPS[g.id];
    if (gap) console.info(`${g.id}: determinization not compared at "${gap.step}": ${gap.reason}`);
    let checked = 0;
    for (const s of positions(g, 9)) {
      if (gap && g.ctx(s).step === gap.step) continue;
      for (const seat of g.ctx(s).order) {
        const view = g.view(s, seat);
        const rng = (s as { rng?: unknown }).rng;
        if (rng !== undefined) expect(JSON.stringify((view as { rng?: unknown }).rng ?? null)).not.toBe(JSON.stringify(rng));
        if (!determinize) continue;
        // Two different draws of the hidden parts: the seat must not be able to tell them apart.
        for (const draw of [1, 2]) {
          const world = determinize(view, seat, draw * 7919 + checked);
          expect(g.view(world, seat), `${g.ctx(s).step}, seat ${seat}`).toEqual(view);
        }
        checked++;
      }
    }
    // Games without a determinize hook (Miremarsh today) get the generator check only.
    if (determinize) expect(checked).toBeGreaterThan(0);
  });

  it('hashes deterministically: the same seed and moves give the same hashes, another seed another', () => {
    const a = game(g, 1, g.minPlayers);
    const b = playRandom(g, 1, g.minPlayers);
    expect(b.states.map((s) => g.hash(s))).toEqual(a.states.map((s) => g.hash(s)));
    expect(g.hash(JSON.parse(JSON.stringify(a.states[3])))).toBe(g.hash(a.states[3]));
    const other = g.create({ seed: 2, players: Array.from({ length: g.minPlayers }, (_, i) => ({ name: `P${i + 1}` })) }).state;
    expect(g.hash(other)).not.toBe(g.hash(a.states[0]));
  });

  it('round-trips a save of a finished game and of one under way', () => {
    const { states, moves } = game(g, 1, g.minPlayers);
    for (const upTo of [Math.floor(moves.length / 2), moves.length]) {
      const state = states[upTo];
      const setup = { seed: 1, mode: 'local' as const, seats: Array.from({ length: g.minPlayers }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const, bot: 'random' as const })) };
      const { text } = encodeModuleSave(g, { gameId: `conformance-${g.id}`, startedAt: '2026-12-05T20:00:00.000Z', setup, moves: moves.slice(0, upTo) }, state);
      const decoded = decodeAnySave(text);
      if (!decoded.ok) throw new Error(`${g.id}: ${decoded.message}`);
      expect(decoded.module).toBe(g);
      expect(g.hash(decoded.state)).toBe(g.hash(state));
      expect(decoded.timeline.moves).toHaveLength(upTo);
    }
  });

  it('never lets undo cross a barrier', () => {
    const n = g.minPlayers;
    const { states, moves, events } = game(g, 1, n);
    const barrier = moves.map((_, i) => g.isBarrier(states[i], states[i + 1], events[i + 1] as never[]));
    expect(barrier.some(Boolean)).toBe(true);
    const seats = Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));
    let undos = 0;
    for (let length = 1; length <= moves.length; length++) {
      const t = { setup: { seed: 1, mode: 'local' as const, seats }, moves: moves.slice(0, length), barrier: barrier.slice(0, length) };
      const lastBarrier = t.barrier.lastIndexOf(true);
      for (let seat = 0; seat < n; seat++) {
        const target = moduleUndoTarget(t, seatId(seat) as SeatId);
        if (target === null) continue;
        undos++;
        // Cutting back to `target` moves keeps every barrier move, so nothing revealed is taken back.
        expect(target, `undo after ${length} moves`).toBeGreaterThan(lastBarrier);
      }
    }
    expect(undos).toBeGreaterThan(0);
  });

  it('keeps its recorded seeded playthroughs', () => {
    const golden = GOLDEN[g.id] ?? [];
    expect(golden.length, 'each registered game records a few golden games here').toBeGreaterThan(0);
    for (const [seed, players, moves, digest] of golden) {
      const p = game(g, seed, players);
      expect({ seed, players, moves: p.moves.length, digest: digestOf(g, p) }).toEqual({ seed, players, moves, digest });
    }
  });
});

describe.each(Object.entries(KNOWN_GAPS))('the known determinization gap of %s', (id, gap) => {
  it('is still there (a fixed gap is removed from KNOWN_GAPS)', () => {
    const g = GAMES.find((x) => x.id === id);
    const determinize = DETERMINIZE[id];
    if (!g || !determinize) throw new Error(`${id} is not registered with a determinize hook`);
    const differs = positions(g, 1).filter((s) => g.ctx(s).step === gap.step).some((s) => g.ctx(s).order.some((seat) => {
      const view = g.view(s, seat);
      return JSON.stringify(g.view(determinize(view, seat, 11), seat)) !== JSON.stringify(view);
    }));
    expect(differs).toBe(true);
  });
});
