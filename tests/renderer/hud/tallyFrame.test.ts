/** Issue 24 item 7: while the score sheet counts up, the total row always equals the sum of the category rows shown. */
import { describe, expect, it } from 'vitest';
import { tallyFrame, tallyLength, type TallyRow } from '../../../src/renderer/hud/tallyFrame';

// The sheet of the report: totals 1 / 54 / 39.
const ROWS: TallyRow[] = [
  { key: 'heroes', values: [0, 12, 9] },
  { key: 'buildings', values: [1, 20, 14] },
  { key: 'treasures', values: [0, 8, 6] },
  { key: 'monsters', values: [0, 14, 10] },
  { key: 'total', values: [1, 54, 39] },
];
const PER_ROW = 650;

const shown = (frame: Map<string, { value: number }[]>, key: string): number[] => (frame.get(key) ?? []).map((c) => c.value);

describe('score tally', () => {
  it('shows a total equal to the sum of the category rows on every frame, from the first to the last', () => {
    const length = tallyLength(ROWS, PER_ROW, 'total');
    for (let ms = 0; ms <= length + 200; ms += 7) {
      const frame = tallyFrame(ROWS, ms, PER_ROW, 'total');
      const sums = [0, 1, 2].map((seat) => ROWS.filter((r) => r.key !== 'total').reduce((s, r) => s + (shown(frame, r.key)[seat] ?? 0), 0));
      expect(shown(frame, 'total'), `at ${ms} ms`).toEqual(sums);
    }
  });

  it('is final once the categories are (about 3 s in), and the final frame matches the game result', () => {
    // Three seconds after the sheet opened, the moment of the report.
    expect(shown(tallyFrame(ROWS, 3000, PER_ROW, 'total'), 'total')).toEqual([1, 54, 39]);
    expect(tallyLength(ROWS, PER_ROW, 'total')).toBe(4 * PER_ROW);
    const final = tallyFrame(ROWS, Infinity, PER_ROW, 'total');
    for (const r of ROWS) expect(shown(final, r.key)).toEqual(r.values);
  });

  it('counts the categories in turn: later rows wait (pending) while one counts', () => {
    const frame = tallyFrame(ROWS, PER_ROW + 100, PER_ROW, 'total');
    expect(shown(frame, 'heroes')).toEqual([0, 12, 9]);
    expect(frame.get('treasures')?.every((c) => c.pending)).toBe(true);
    expect(frame.get('buildings')?.some((c) => c.pending)).toBe(false);
    expect(frame.get('total')?.every((c) => !c.pending)).toBe(true);
  });
});
