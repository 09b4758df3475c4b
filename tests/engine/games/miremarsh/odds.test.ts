/** Rulings §4: the one-challenge odds table, reproduced by the engine's exact enumeration. */
import { describe, expect, it } from 'vitest';
import { cost } from '../../../../src/engine/games/miremarsh/catalog/notation';
import { countsPay, poolOutcomes, rerollOdds, rollOdds, type Pool } from '../../../../src/engine/games/miremarsh/odds';
import { coverNeed, faceGifts, type Source } from '../../../../src/engine/games/miremarsh/rules/icons';
import type { Face } from '../../../../src/engine/games/miremarsh/catalog/types';

const P5: Pool = { G: 2, Y: 1, K: 2, U: 0 };
const P7: Pool = { G: 3, Y: 1, K: 2, U: 1 };
const P9: Pool = { G: 3, Y: 2, K: 2, U: 2 };

// [cost, P5 first/reroll, P7, P9] from the rulings' balance table.
const TABLE: readonly [string, [number, number], [number, number], [number, number]][] = [
  ['1F', [91, 99], [98, 100], [99, 100]],
  ['1E', [50, 75], [75, 94], [94, 100]],
  ['2F', [62, 85], [86, 98], [95, 100]],
  ['2S', [81, 96], [94, 100], [97, 100]],
  ['2E', [0, 0], [25, 44], [69, 90]],
  ['2S+1F', [72, 92], [91, 99], [96, 100]],
  ['3=', [64, 87], [92, 99], [97, 100]],
  ['3S', [44, 69], [76, 94], [85, 98]],
  ['1F+1S+1E', [40, 64], [71, 92], [93, 99]],
  ['4S', [11, 21], [45, 70], [60, 84]],
  ['4=', [16, 29], [63, 87], [83, 97]],
  ['2E+2S', [0, 0], [22, 40], [64, 87]],
  ['5S', [0, 0], [17, 31], [31, 52]],
  ['5=', [0, 1], [25, 44], [53, 78]],
];

const SLOT_FACES: readonly Face[] = ['F', 'S', 'E', 'FS', 'FE', 'W'];

describe('rulings §4: one challenge with the whole pool', () => {
  for (const [c, p5, p7, p9] of TABLE) {
    it(`${c}: first roll and with the one re-roll, within 1 point, for P5, P7 and P9`, () => {
      for (const [pool, [first, again]] of [[P5, p5], [P7, p7], [P9, p9]] as const) {
        expect(Math.abs(100 * rollOdds(pool, [cost(c)]) - first)).toBeLessThanOrEqual(1);
        expect(Math.abs(100 * rerollOdds(pool, [cost(c)]) - again)).toBeLessThanOrEqual(1);
      }
    });
  }

  it("every roll's probabilities sum to 1", () => {
    for (const pool of [P5, P7, P9]) expect(poolOutcomes(pool).reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
  });

  it("the closed-form cover agrees with the engine's own payment search on every roll of the three pools", () => {
    for (const pool of [P5, P7, P9]) {
      for (const o of poolOutcomes(pool)) {
        const sources: Source[] = o.counts.flatMap((n, i) => Array.from({ length: n }, () => ({ gifts: faceGifts(SLOT_FACES[i] ?? '-'), modded: {} })));
        for (const [c] of TABLE) {
          const k = cost(c);
          const needs = k.kind === 'same' ? (['F', 'S', 'E'] as const).map((x) => ({ F: 0, S: 0, E: 0, [x]: k.n })) : k.kind === 'icons' ? [{ F: k.F, S: k.S, E: k.E }] : [];
          const engine = needs.some((n) => coverNeed(sources, n, []) !== null);
          expect(countsPay(o.counts, k), `${c} with ${o.counts.join(',')}`).toBe(engine);
        }
      }
    }
  });
});
