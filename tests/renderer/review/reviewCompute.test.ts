import { describe, expect, it } from 'vitest';
import { humanSeats, reviewWork, type ReviewReply } from '../../../src/renderer/games/mirianth/review/reviewCompute';
import { reviewFixture } from './fixture';

const save = reviewFixture;

describe('the review worker\'s work', () => {
  it('reviews the human seats only', () => {
    expect(humanSeats(save.setup)).toEqual([0]);
    expect(humanSeats({ ...save.setup, seats: save.setup.seats.map((s) => ({ ...s, kind: 'human' as const })) })).toEqual([0, 1, 2]);
  });

  it('reports progress one decision at a time, then the result', () => {
    const replies: ReviewReply[] = [...reviewWork({ id: 7, setup: save.setup, moves: save.moves.slice(0, 20), rulesVersion: save.rulesVersion, seats: [1 as never] })];
    const progress = replies.filter((r) => r.type === 'progress');
    expect(progress.length).toBeGreaterThan(2);
    expect(replies.every((r) => r.id === 7)).toBe(true);
    const last = replies[replies.length - 1];
    expect(last?.type).toBe('done');
    if (last?.type === 'done') expect(last.decisions.every((d) => d.seat === 1)).toBe(true);
  }, 60_000);

  it('answers a move log that does not replay with an error, not an exception', () => {
    const bad = [...reviewWork({ id: 1, setup: save.setup, moves: [{ type: 'lock', seat: 2 as never }, ...save.moves], rulesVersion: save.rulesVersion, seats: [2 as never] })];
    expect(bad[bad.length - 1]).toMatchObject({ type: 'error' });
  });
});
