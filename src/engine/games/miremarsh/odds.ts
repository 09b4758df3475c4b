/**
 * Exact odds of a pool of dice paying a cost, by enumerating every distinct roll. Colour does not
 * matter once rolled and blanks/swirls pay nothing, so a roll is a count of the six paying faces
 * (F, S, E, F|S, F|E, W); each pool's distribution over those counts is built once (convolving the
 * colours) and memoised. `countsPay` is a closed form of the cover rule; the tests check it against
 * the engine's own search (`coverNeed`) on every roll of the balance pools.
 */
import { COLOURS, DIE_FACES } from './catalog/dice';
import type { Cost, DieColour, Face } from './catalog/types';

export type Pool = Readonly<Record<DieColour, number>>;
/** Counts of F, S, E, FS, FE, W. */
export type Counts = readonly [number, number, number, number, number, number];
export interface Outcome { counts: Counts; p: number }

const SLOT: Partial<Record<Face, number>> = { F: 0, S: 1, E: 2, FS: 3, FE: 4, W: 5 };
const BASE = 16;

function unpack(key: number): Counts {
  const out = [0, 0, 0, 0, 0, 0];
  for (let i = 5; i >= 0; i--) {
    out[i] = key % BASE;
    key = Math.floor(key / BASE);
  }
  return out as unknown as Counts;
}

/** One die of a colour: packed single-face key → probability. */
function oneDie(colour: DieColour): Map<number, number> {
  const m = new Map<number, number>();
  for (const f of DIE_FACES[colour]) {
    const slot = SLOT[f];
    const key = slot === undefined ? 0 : BASE ** (5 - slot);
    m.set(key, (m.get(key) ?? 0) + 1 / 6);
  }
  return m;
}
const ONE: Readonly<Record<DieColour, Map<number, number>>> = { G: oneDie('G'), Y: oneDie('Y'), K: oneDie('K'), U: oneDie('U') };

const cache = new Map<string, Outcome[]>();

/** Every distinct paying roll of a pool with its probability (summing to 1). */
export function poolOutcomes(pool: Pool): Outcome[] {
  const key = COLOURS.map((c) => pool[c]).join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  let dist = new Map<number, number>([[0, 1]]);
  for (const c of COLOURS) {
    for (let i = 0; i < pool[c]; i++) {
      const next = new Map<number, number>();
      for (const [a, pa] of dist) for (const [b, pb] of ONE[c]) next.set(a + b, (next.get(a + b) ?? 0) + pa * pb);
      dist = next;
    }
  }
  const out = [...dist.entries()].map(([k, p]) => ({ counts: unpack(k), p }));
  cache.set(key, out);
  return out;
}

/**
 * Do these faces pay an icon cost? Fixed icons first; each split face goes to its own scarcer half
 * (F|S to S, F|E to E) and any left over to F; wilds fill what is still missing.
 */
export function countsPay([f, s, e, fs, fe, w]: Counts, cost: Cost): boolean {
  if (cost.kind === 'tokens') return false;
  if (cost.kind === 'same') return f + fs + fe + w >= cost.n || s + fs + w >= cost.n || e + fe + w >= cost.n;
  let needS = Math.max(0, cost.S - s);
  let needE = Math.max(0, cost.E - e);
  const fsToS = Math.min(fs, needS);
  const feToE = Math.min(fe, needE);
  needS -= fsToS;
  needE -= feToE;
  const needF = Math.max(0, cost.F - f - (fs - fsToS) - (fe - feToE));
  return needS + needE + needF <= w;
}

/** Counts of the paying faces among some dice faces. */
export function countsOf(faces: readonly (Face | null)[]): Counts {
  const c = [0, 0, 0, 0, 0, 0];
  for (const f of faces) {
    const slot = f === null ? undefined : SLOT[f];
    if (slot !== undefined) c[slot] = (c[slot] ?? 0) + 1;
  }
  return c as unknown as Counts;
}

const oddsCache = new Map<string, number>();

/** P(one roll of the pool pays the cost, or one option of an 'or' list). */
export function rollOdds(pool: Pool, costs: readonly Cost[]): number {
  const key = `${COLOURS.map((c) => pool[c]).join(',')}|${JSON.stringify(costs)}`;
  const hit = oddsCache.get(key);
  if (hit !== undefined) return hit;
  let p = 0;
  for (const o of poolOutcomes(pool)) if (costs.some((c) => countsPay(o.counts, c))) p += o.p;
  if (oddsCache.size > 50_000) oddsCache.clear();
  oddsCache.set(key, p);
  return p;
}

/** With re-rolls of the whole pool: every roll must fail to fail. */
export function rerollOdds(pool: Pool, costs: readonly Cost[], rolls = 2): number {
  return 1 - (1 - rollOdds(pool, costs)) ** rolls;
}

export function poolOf(colours: readonly DieColour[]): Pool {
  const pool: Record<DieColour, number> = { G: 0, Y: 0, K: 0, U: 0 };
  for (const c of colours) pool[c]++;
  return pool;
}
