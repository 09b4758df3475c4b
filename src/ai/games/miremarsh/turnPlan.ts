/**
 * The hard bot's in-turn planner for a chain of challenges (a quest, rulings §5): an exact dynamic
 * programme over the dice still held. Before each challenge it may stop (the turn ends and the
 * chain is resumed next turn) or declare; once declared it pays with the dice it holds (every
 * distinct way, so the best dice stay) or re-rolls everything left, once, and dies if the new roll
 * does not pay. Re-roll outcomes are enumerated exactly as multisets of faces per colour; above a
 * cap they are sampled with a fixed generator, so a decision is always reproducible. Values are in
 * "probability of finishing the chain": `ends` says what stopping, dying and finishing are worth.
 */
import { DIE_FACES } from '../../../engine/games/miremarsh/catalog/dice';
import type { Challenge, DieColour, Face } from '../../../engine/games/miremarsh/catalog/types';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import { countsOf, countsPay } from '../../../engine/games/miremarsh/odds';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { spendCost } from './pay';

export interface HandDie { colour: DieColour; face: Face | null }
export interface PlanEnds {
  /** Value of ending the turn with challenge `j` next. */
  stop: (j: number) => number;
  /** Value after the goblin dies. */
  death: number;
  /** Value of completing the last challenge. */
  done: number;
}

const COLOURS: readonly DieColour[] = ['G', 'Y', 'K', 'U'];
/** Enumerating more re-roll outcomes than this switches to a fixed sample of this size. */
const OUTCOME_CAP = 1200;

type Outcome = { faces: Face[]; p: number };
const perColour = new Map<string, Outcome[]>();

/** Multisets of faces for n dice of one colour (swirls dropped: they are spent as they show). */
function colourOutcomes(colour: DieColour, n: number): Outcome[] {
  const key = `${colour}${n}`;
  const hit = perColour.get(key);
  if (hit) return hit;
  let dist = new Map<string, number>([['', 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<string, number>();
    for (const [k, p] of dist) {
      for (const f of DIE_FACES[colour]) {
        const faces = k === '' ? [] : k.split(',');
        if (f !== 'X') faces.push(f);
        const nk = faces.sort().join(',');
        next.set(nk, (next.get(nk) ?? 0) + p / 6);
      }
    }
    dist = next;
  }
  const out = [...dist.entries()].map(([k, p]) => ({ faces: (k === '' ? [] : k.split(',')) as Face[], p }));
  perColour.set(key, out);
  return out;
}

/** A small fixed generator for sampling: the same colours always give the same sample. */
function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function rerollOutcomes(counts: Record<DieColour, number>): { hand: HandDie[]; p: number }[] {
  const lists = COLOURS.map((c) => colourOutcomes(c, counts[c]));
  const size = lists.reduce((t, l) => t * l.length, 1);
  const out: { hand: HandDie[]; p: number }[] = [];
  if (size <= OUTCOME_CAP) {
    const walk = (i: number, hand: HandDie[], p: number): void => {
      if (i === COLOURS.length) { out.push({ hand, p }); return; }
      const c = COLOURS[i] ?? 'G';
      for (const o of lists[i] ?? []) walk(i + 1, [...hand, ...o.faces.map((face) => ({ colour: c, face }))], p * o.p);
    };
    walk(0, [], 1);
    return out;
  }
  const rand = lcg(counts.G * 1000 + counts.Y * 100 + counts.K * 10 + counts.U);
  for (let s = 0; s < OUTCOME_CAP; s++) {
    const hand: HandDie[] = [];
    for (const c of COLOURS) {
      for (let i = 0; i < counts[c]; i++) {
        const f = DIE_FACES[c][Math.floor(rand() * 6)] ?? '-';
        if (f !== 'X') hand.push({ colour: c, face: f });
      }
    }
    out.push({ hand, p: 1 / OUTCOME_CAP });
  }
  return out;
}

const keyOf = (hand: readonly HandDie[]): string => hand.map((d) => `${d.colour}${d.face ?? '?'}`).sort().join('');

function colourCounts(hand: readonly HandDie[]): Record<DieColour, number> {
  const c: Record<DieColour, number> = { G: 0, Y: 0, K: 0, U: 0 };
  for (const d of hand) c[d.colour]++;
  return c;
}

function needOf(ch: Challenge): number {
  let n = Infinity;
  for (const c of ch.options) {
    if (c.kind === 'icons') n = Math.min(n, c.F + c.S + c.E);
    else if (c.kind === 'same') n = Math.min(n, c.n);
  }
  return n;
}

/** Every distinct remainder after paying `ch` with exactly as many dice as icons (dice give one each). */
export function remainders(hand: readonly HandDie[], ch: Challenge): HandDie[][] {
  const k = needOf(ch);
  if (!Number.isFinite(k) || k > hand.length) return [];
  const sorted = [...hand].sort((a, b) => `${a.colour}${a.face ?? '?'}`.localeCompare(`${b.colour}${b.face ?? '?'}`));
  const out = new Map<string, HandDie[]>();
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      const faces = pick.map((i) => sorted[i]?.face ?? null);
      const counts = countsOf(faces);
      if (!ch.options.some((c) => countsPay(counts, c))) return;
      const rest = sorted.filter((_, i) => !pick.includes(i));
      out.set(keyOf(rest), rest);
      return;
    }
    for (let i = from; i < sorted.length; i++) {
      // Skip equal dice at the same depth: they give the same remainder.
      const prev = sorted[i - 1];
      const cur = sorted[i];
      if (i > from && prev && cur && prev.colour === cur.colour && prev.face === cur.face) continue;
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return [...out.values()];
}

export class ChainPlanner {
  private readonly memoV = new Map<string, number>();
  private readonly memoR = new Map<string, number>();

  constructor(private readonly chain: readonly Challenge[], private readonly ends: PlanEnds) {}

  /** Before challenge j with this hand: the better of stopping and declaring. */
  value(j: number, hand: readonly HandDie[]): number {
    if (j >= this.chain.length) return this.ends.done;
    const key = `${j}|${keyOf(hand)}`;
    const hit = this.memoV.get(key);
    if (hit !== undefined) return hit;
    const v = Math.max(this.ends.stop(j), this.declare(j, hand, 1));
    this.memoV.set(key, v);
    return v;
  }

  /** Having declared challenge j: pay the best way now, or re-roll (if allowed), or die. */
  declare(j: number, hand: readonly HandDie[], rerolls: number): number {
    const now = this.payBest(j, hand);
    const again = rerolls > 0 ? this.reroll(j, hand) : -Infinity;
    const v = Math.max(now, again);
    return v === -Infinity ? this.ends.death : v;
  }

  /** The best continuation over every way of paying challenge j with these dice (-Infinity: none). */
  payBest(j: number, hand: readonly HandDie[]): number {
    const ch = this.chain[j];
    if (!ch) return this.ends.done;
    let best = -Infinity;
    for (const rest of remainders(hand, ch)) best = Math.max(best, this.value(j + 1, rest));
    return best;
  }

  /** The value of paying with exactly these dice left over. */
  after(j: number, rest: readonly HandDie[]): number {
    return this.value(j + 1, rest);
  }

  /** Expected value of re-rolling every held die before challenge j (then pay or die). */
  reroll(j: number, hand: readonly HandDie[]): number {
    const counts = colourCounts(hand);
    const key = `${j}|${counts.G}${counts.Y}${counts.K}${counts.U}`;
    const hit = this.memoR.get(key);
    if (hit !== undefined) return hit;
    let ev = 0;
    for (const o of rerollOutcomes(counts)) {
      const paid = this.payBest(j, o.hand);
      ev += o.p * (paid === -Infinity ? this.ends.death : paid);
    }
    this.memoR.set(key, ev);
    return ev;
  }
}

/** A planner over the chain the goblin stands on: `j` its next challenge, `hand` the dice held. */
export interface PlannerContext { planner: ChainPlanner; j: number; hand: readonly HandDie[] }

/**
 * Attempt step by the planner (quests and optional rewards alike): the payment whose leftover dice
 * are worth most, or the plain re-roll when that is worth more. Ties go to the payment that keeps
 * the better dice (wilds, split faces) and card icons.
 */
export function plannedAttempt(view: MiremarshView, legal: readonly MiremarshMove[], t: PlannerContext): MiremarshMove | null {
  let best: MiremarshMove | null = null;
  let bestV = -Infinity;
  for (const m of legal) {
    let v = -Infinity;
    if (m.type === 'pay') {
      const used = new Set(m.pay.flatMap((p) => ('die' in p ? [p.die] : [])));
      v = t.planner.after(t.j, t.hand.filter((_, i) => !used.has(i))) - 1e-4 * spendCost(view, m.pay, true);
    } else if (m.type === 'reroll' && m.keep === undefined) v = t.planner.reroll(t.j, t.hand);
    if (v > bestV) { bestV = v; best = m; }
  }
  return best;
}
