/**
 * The rulings' §4 quest check, by the engine's own odds: entry (roll, re-roll while no footprint,
 * spend one footprint die to move, pay the compulsory challenge with at most one re-roll; swirls
 * lost) by a seeded Monte Carlo, then each optional challenge on a later turn with the whole pool
 * and its one re-roll (exact); total = product. Bands: total ≤ 15% at P7, 35–55% at P9.
 *   npx tsx scripts/miremarshQuestBands.ts
 */
import { DIE_FACES } from '../src/engine/games/miremarsh/catalog/dice';
import { TILES_BY_LEVEL } from '../src/engine/games/miremarsh/catalog/tiles';
import type { Challenge, DieColour, Face } from '../src/engine/games/miremarsh/catalog/types';
import { countsOf, countsPay, rerollOdds, type Pool } from '../src/engine/games/miremarsh/odds';

const POOLS: Record<string, Pool> = { P5: { G: 2, Y: 1, K: 2, U: 0 }, P7: { G: 3, Y: 1, K: 2, U: 1 }, P9: { G: 3, Y: 2, K: 2, U: 2 } };
let seed = 12345;
const rand = (): number => { seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0; return seed / 2 ** 32; };
const roll = (colours: DieColour[]): Face[] => colours.map((c) => DIE_FACES[c][Math.floor(rand() * 6)] ?? '-').filter((f) => f !== 'X');
const pays = (faces: Face[], ch: Challenge): boolean => ch.options.some((c) => countsPay(countsOf(faces), c));
const colourOf = (pool: Pool): DieColour[] => (['G', 'Y', 'K', 'U'] as const).flatMap((c) => Array<DieColour>(pool[c]).fill(c));

/** P(entering and paying the compulsory challenge), Monte Carlo. */
function entry(pool: Pool, ch: Challenge, runs = 20000): number {
  let ok = 0;
  for (let r = 0; r < runs; r++) {
    const all = colourOf(pool);
    let faces: Face[] = [];
    let colours: DieColour[] = [];
    for (let t = 0; t < 50; t++) {
      const rolled = all.map((c) => ({ c, f: DIE_FACES[c][Math.floor(rand() * 6)] ?? '-' })).filter((d) => d.f !== 'X');
      faces = rolled.map((d) => d.f);
      colours = rolled.map((d) => d.c);
      if (faces.some((f) => f === 'F' || f === 'FS' || f === 'FE' || f === 'W')) break;
    }
    // Move with the least useful footprint die: a plain F first, then split faces, wild last.
    const i = ['F', 'FS', 'FE', 'W'].map((k) => faces.indexOf(k as Face)).find((x) => x >= 0) ?? -1;
    if (i < 0) continue;
    faces.splice(i, 1);
    colours.splice(i, 1);
    if (pays(faces, ch) || pays(roll(colours), ch)) ok++;
  }
  return ok / runs;
}

const pct = (x: number): string => (100 * x).toFixed(0).padStart(3);
for (const t of TILES_BY_LEVEL[4]) {
  const [first, ...rest] = [...t.body.compulsory, ...t.body.optional];
  if (!first) continue;
  const cells = Object.entries(POOLS).map(([name, pool]) => {
    const e = entry(pool, first);
    const total = rest.reduce((p, ch) => p * rerollOdds(pool, ch.options, 2), e);
    return `${name} ${pct(e)} /${pct(total)}`;
  });
  console.log(`${t.id}  ${cells.join('   ')}`);
}
