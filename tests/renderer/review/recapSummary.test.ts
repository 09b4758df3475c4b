import { describe, expect, it } from 'vitest';
import { applyMove, seatId, type DomainEvent, type Move, type SeatId } from '../../../src/engine/games/mirianth';
import { moverOf, summarizeSince } from '../../../src/renderer/games/mirianth/review/recapSummary';
import { startState } from '../../../src/engine/games/mirianth/save';
import { reviewFixture } from './fixture';

const save = reviewFixture;
/** Each move's events, as the log groups them. */
const batches: DomainEvent[][] = [];
{
  let s = startState(save.setup, save.rulesVersion);
  for (const m of save.moves) {
    const r = applyMove(s, m);
    if (!r.ok) throw new Error(r.refusal.message);
    batches.push(r.events);
    s = r.state;
  }
}
const ME = seatId(0);
const s1 = seatId(1);
const s2 = seatId(2);

describe('who made a move, from its events', () => {
  it('names the mover of every move of a whole game', () => {
    save.moves.forEach((m: Move, i) => expect(moverOf(batches[i] ?? []), `move ${i} (${m.type})`).toBe(m.seat));
  });
});

describe('the "since your last decision" summary', () => {
  it('counts the other seats\' moves between two of the person\'s decisions, for every such stretch of a game', () => {
    let windows = 0;
    const mine = save.moves.flatMap((m, i) => (m.seat === ME ? [i] : []));
    for (let k = 1; k < mine.length; k++) {
      const from = mine[k - 1] as number;
      const to = mine[k] as number;
      const recap = summarizeSince(batches.slice(from, to), ME);
      const expected = new Map<SeatId, number>();
      for (const m of save.moves.slice(from, to)) if (m.seat !== ME) expected.set(m.seat, (expected.get(m.seat) ?? 0) + 1);
      if (expected.size === 0) continue;
      windows++;
      expect(recap?.moves).toEqual([...expected].sort((a, b) => a[0] - b[0]).map(([seat, count]) => ({ seat, count })));
    }
    expect(windows).toBeGreaterThan(10);
  });

  it('keeps claims, plague tests and deals as lines, in order, and counts them', () => {
    const claim: DomainEvent = { type: 'cardClaimed', seat: s1, card: 'dragon-1' as never, how: 'uncontested' };
    const fate: DomainEvent = { type: 'fateRevealed', card: 'orc-1' as never, results: [{ seat: s1, card: null }, { seat: s2, card: 'plague-1' as never }] };
    const deal: DomainEvent = { type: 'dealAccepted', proposal: { from: s1, to: s2, claimant: s1, give: [], take: [], promises: [] } };
    const recap = summarizeSince([
      [{ type: 'announced', seat: s1, card: 'dragon-1' as never }, { type: 'locked', seat: s1 }],
      [{ type: 'dealProposed', proposal: { from: s1, to: s2, claimant: s1, give: [], take: [], promises: [] } }],
      [deal, claim],
      [{ type: 'noDeal', seat: s2 }, fate],
    ], ME);
    expect(recap).toEqual({ moves: [{ seat: s1, count: 2 }, { seat: s2, count: 2 }], lines: [deal, claim, fate], claims: 1, plagueTests: 1 });
  });

  it('leaves out the person\'s own moves and own attachment, and gives no card when nothing else happened', () => {
    const own: DomainEvent[][] = [
      [{ type: 'announced', seat: ME, card: null }],
      [{ type: 'paladinAttached', seat: ME, paladin: 'paladin-1' as never, monster: 'orc-1' as never }],
    ];
    expect(summarizeSince(own, ME)).toBeNull();
    expect(summarizeSince([], ME)).toBeNull();
    const theirs = summarizeSince([[{ type: 'paladinAttached', seat: s2, paladin: 'paladin-2' as never, monster: 'orc-2' as never }]], ME);
    expect(theirs?.lines).toHaveLength(1);
    expect(theirs?.moves).toEqual([{ seat: s2, count: 1 }]);
  });
});
