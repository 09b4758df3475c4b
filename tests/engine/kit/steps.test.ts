import { describe, expect, it } from 'vitest';
import { nextSeat, seatId, seats, turnOrder } from '../../../src/engine/kit/ids';
import {
  advanceSequential, answerParallel, commit, commitAwaiting, commits, parallel, parallelAwaiting, parallelDone,
  revealedCommits, seenCommits, sequential, sequentialAwaiting, sequentialDone, settleForced,
} from '../../../src/engine/kit/steps';

const [s0, s1, s2] = [seatId(0), seatId(1), seatId(2)];

describe('step kit', () => {
  it('runs sequential turns in the order given, from any first seat', () => {
    let step = sequential(turnOrder(3, s1));
    const seen = [];
    while (!sequentialDone(step)) {
      seen.push(...sequentialAwaiting(step));
      step = advanceSequential(step);
    }
    expect(seen).toEqual([1, 2, 0]);
    expect(sequentialAwaiting(step)).toEqual([]);
    expect(nextSeat(3, s2)).toBe(0);
  });

  it('waits for every seat of a parallel step, each once, in any order', () => {
    let step = parallel(seats(3));
    step = answerParallel(step, s2);
    step = answerParallel(step, s2);
    expect(parallelAwaiting(step)).toEqual([0, 1]);
    step = answerParallel(answerParallel(step, s0), s1);
    expect(parallelDone(step)).toBe(true);
  });

  it('keeps commits hidden from other seats until all are in, then reveals them together', () => {
    let step = commits<number>(seats(2));
    step = commit(step, s1, 7);
    expect(commitAwaiting(step)).toEqual([0]);
    expect(seenCommits(step, s0)).toEqual([{ committed: false }, { committed: true, hidden: true }]);
    expect(seenCommits(step, s1)[1]).toEqual({ committed: true, value: 7 });
    expect(revealedCommits(step)).toBeNull();
    expect(commit(step, s1, 9)).toBe(step);
    step = commit(step, s0, 3);
    expect(revealedCommits(step)).toEqual([3, 7]);
    expect(seenCommits(step, null)).toEqual([{ committed: true, value: 3 }, { committed: true, value: 7 }]);
  });

  it('applies single-answer moves until a real choice, and refuses to loop forever', () => {
    // A counter: below 3 the only move is +1; at 3 there are two.
    const rules = {
      awaiting: () => [s0],
      legal: (n: number) => (n < 3 ? [1] : [1, 2]),
      apply: (n: number, m: number) => n + m,
    };
    expect(settleForced(0, rules)).toEqual({ state: 3, forced: [1, 1, 1] });
    expect(() => settleForced(0, { ...rules, legal: () => [1] }, 10)).toThrow(/More than 10 forced moves/);
  });
});
