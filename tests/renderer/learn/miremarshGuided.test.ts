/**
 * The Miremarsh lesson's seed still teaches: following every hint from it wins a challenge soon,
 * after a walk, with no goblin lost. When the catalog or the hard bot changes and this fails,
 * plan a new seed: `npx tsx scripts/miremarshGuidedSeed.ts --write`.
 */
import { describe, expect, it } from 'vitest';
import { followHints, isTeachable } from '../../../src/renderer/games/miremarsh/learn/guidedPath';
import { miremarshGuidedSeed } from '../../../src/renderer/games/miremarsh/learn/coach';
import { settledStep, type TableCoachStep } from '../../../src/renderer/games/shared/learn/tableCoach';

describe('Miremarsh guided solo start', () => {
  it('following the hints from the planned seed wins a challenge after a walk, with no goblin lost', () => {
    const path = followHints(miremarshGuidedSeed());
    expect(path.deaths).toBe(0);
    expect(path.walks).toBeGreaterThan(0);
    expect(path.movesToWin).not.toBeNull();
    expect(isTeachable(path)).toBe(true);
  });

  it('a seed whose path never wins is not teachable', () => {
    expect(isTeachable({ movesToWin: null, walks: 3, deaths: 0 })).toBe(false);
    expect(isTeachable({ movesToWin: 5, walks: 0, deaths: 0 })).toBe(false);
    expect(isTeachable({ movesToWin: 5, walks: 2, deaths: 1 })).toBe(false);
  });
});

describe('table coach steps', () => {
  const steps: TableCoachStep<number>[] = [
    { id: 'read', advance: 'next', section: 'a' },
    { id: 'reach3', advance: (n) => n >= 3, section: 'a' },
    { id: 'reach5', advance: (n) => n >= 5, section: 'a' },
    { id: 'end', advance: 'next', section: 'a' },
  ];
  it('a step waiting for Next stays until the person presses it', () => {
    expect(settledStep(steps, 0, 99)).toBe(0);
  });
  it('moment steps pass once their moment has come, several at once', () => {
    expect(settledStep(steps, 1, 2)).toBe(1);
    expect(settledStep(steps, 1, 4)).toBe(2);
    expect(settledStep(steps, 1, 6)).toBe(3);
  });
});
