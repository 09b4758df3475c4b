import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allDecisions, reviewGame, topDecisions, weighDecision, type ReviewedDecision } from '../../../../src/ai/games/mirianth/review/review';
import { resolutionValue } from '../../../../src/ai/games/mirianth/review/resolutionValue';
import { newMemory } from '../../../../src/ai/games/mirianth/memory';
import { applyMove, playerView, seatId, type GameState, type Move } from '../../../../src/engine/games/mirianth';
import { explainHint } from '../../../../src/ai/games/mirianth/hintReason';
import { decodeSave, startState } from '../../../../src/engine/games/mirianth/save';
import { BLUNDER_FIXTURE } from '../../../support/reviewBlunder';

/** The move where the fixture's person blundered (see tests/fixtures/saves/README.md). */
const BLUNDER = 181;

const decoded = decodeSave(readFileSync(BLUNDER_FIXTURE, 'utf8'));
if (!decoded.ok) throw new Error(decoded.message);
const save = decoded.save;
const start = startState(save.setup, save.rulesVersion);

function stateBefore(index: number): GameState {
  let s = start;
  for (const m of save.moves.slice(0, index)) {
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(r.refusal.message);
    s = r.state;
  }
  return s;
}

const fake = (move: number, seat: number, loss: number): ReviewedDecision => ({
  move, seat: seatId(seat), loss,
  chosen: { type: 'noDeal', seat: seatId(seat) },
  suggested: { type: 'noDeal', seat: seatId(seat) },
  reason: { code: 'noDeal', cards: [], seat: null, n: {} },
});

describe('topDecisions', () => {
  it('keeps the three largest losses of each seat, worst first, seats in order', () => {
    const all = [fake(1, 1, 0.5), fake(2, 0, 2), fake(3, 0, 9), fake(4, 0, 0.3), fake(5, 0, 4), fake(6, 1, 7)];
    expect(topDecisions(all).map((d) => [d.seat, d.move])).toEqual([[0, 3], [0, 5], [0, 2], [1, 6], [1, 1]]);
  });

  it('breaks equal losses by the earlier move', () => {
    expect(topDecisions([fake(8, 0, 1), fake(3, 0, 1)]).map((d) => d.move)).toEqual([3, 8]);
  });
});

describe('the hard bot reviews a finished game', () => {
  const all = allDecisions({ start, moves: save.moves, seats: [seatId(0)] });
  const top = topDecisions(all);

  it('finds more costly decisions than it shows, so the ranking matters', () => {
    expect(all.length).toBeGreaterThan(3);
    expect(top).toHaveLength(3);
  });

  it('ranks the deliberate blunder among the three costliest decisions', () => {
    expect(top.map((d) => d.move)).toContain(BLUNDER);
    const blunder = top.find((d) => d.move === BLUNDER);
    expect(blunder?.chosen).toEqual(save.moves[BLUNDER]);
  });

  it('shows the largest losses, worst first, and nothing it left out costs more', () => {
    const losses = top.map((d) => d.loss);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    const least = Math.min(...losses);
    for (const d of all) if (!top.includes(d)) expect(d.loss).toBeLessThanOrEqual(least);
  });

  it('measures a Resolution loss as the final points the move gave up', () => {
    const before = stateBefore(BLUNDER);
    const d = top.find((x) => x.move === BLUNDER);
    const chosen = save.moves[BLUNDER] as Move;
    if (!d) throw new Error('blunder missing');
    const best = resolutionValue(before, seatId(0), d.suggested);
    const mine = resolutionValue(before, seatId(0), chosen);
    expect(best).not.toBeNull();
    expect(d.loss).toBeCloseTo((best ?? 0) - (mine ?? 0), 5);
    expect(d.loss).toBeGreaterThanOrEqual(5);
  });

  it('only ever reviews the seats asked for, each loss positive, with a reason', () => {
    for (const d of all) {
      expect(d.seat).toBe(0);
      expect(d.loss).toBeGreaterThan(0);
      expect(d.reason.code).toMatch(/\w+/);
    }
  });

  it('gives the same verdict when a decision is weighed again (seeded, no clocks)', () => {
    for (const d of top) {
      const again = weighDecision(stateBefore(d.move), d.move, save.moves[d.move] as Move, newMemory());
      expect(again?.suggested).toEqual(d.suggested);
      expect(again?.loss).toBe(d.loss);
    }
  }, 60_000);
});

describe('reviewGame', () => {
  it('reviews the seats it is given, even a bot, and at most three decisions each', () => {
    const found = reviewGame({ start, moves: save.moves.slice(0, 60), seats: [seatId(2)] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found.every((d) => d.seat === 2)).toBe(true);
  }, 60_000);
});

describe('the reason given for a suggested offer', () => {
  it('says a free concession asks for nothing (not "you get promises")', () => {
    const at = save.moves.findIndex((m) => m.type === 'propose');
    const m = save.moves[at];
    if (m?.type !== 'propose') throw new Error('no offer in the fixture');
    const view = playerView(stateBefore(at), m.seat);
    const other = m.deal.to;
    const free = explainHint(view, m.seat, { ...m, deal: { to: other, claimant: other, give: [], take: [], promises: [] } });
    expect(free.code).toBe('offerConcede');
    expect(free.seat).toBe(other);
    const forPromise = explainHint(view, m.seat, { ...m, deal: { to: other, claimant: other, give: [], take: [], promises: [{ promiser: other, kind: 'once' }] } });
    expect(forPromise.code).toBe('offerSell');
  });
});
