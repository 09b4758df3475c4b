/**
 * Which monsters a battle line-up can defeat, and in what order: every maximal set with the free
 * archers it needs (exact subset search, greedy sets for a hoard, a plain search without a Mage).
 */
import { archerAttack } from '../../../../engine/games/mirianth/rules/archers';
import { FREE, type HeroUnit, type MonsterUnit } from '../side';
import { INF } from './types';

/** Beyond this many contestable monsters (with a Mage), the subset search gives way to greedy sets. */
const MAX_DP_MONSTERS = 10;

export interface BattleInput {
  heroes: readonly HeroUnit[];
  monsters: readonly MonsterUnit[];
  /** Indices (into `monsters`) of monsters still to fight. */
  unfought: number[];
  /** A Castle is held (building penalties may then be welcome). */
  castle: boolean;
}

export interface Forces {
  mages: number;
  fixed: number[];
  freeArchers: number[];
  perArcher: number;
}

export function forcesOf(heroes: readonly HeroUnit[], monsters: readonly MonsterUnit[]): Forces {
  let mages = 0;
  let squires = 0;
  let archers = 0;
  for (const h of heroes) {
    if (h.kind === 'mage') mages++;
    else if (h.kind === 'squire') squires++;
    else if (h.kind === 'archer') archers++;
  }
  const perArcher = archerAttack(archers);
  const fixed = monsters.map(() => 0);
  const freeArchers: number[] = [];
  heroes.forEach((h, i) => {
    if (h.kind === 'paladin' && h.target >= 0) fixed[h.target] = (fixed[h.target] ?? 0) + h.attack + squires;
    else if (h.kind === 'archer') {
      if (h.target >= 0) fixed[h.target] = (fixed[h.target] ?? 0) + perArcher;
      else if (h.target === FREE) freeArchers.push(i);
    }
  });
  return { mages, fixed, freeArchers, perArcher };
}

/**
 * Every maximal set of monsters that can be defeated, with the order that does it and the free
 * archers it needs: need[mask] = fewest free archers to defeat `mask` when it is fought first.
 */
export function battleOptions(input: BattleInput): { order: number[]; tokens: number[] }[] {
  const { heroes, monsters } = input;
  const f = forcesOf(heroes, monsters);
  const onField = monsters.length;
  const tokens = f.freeArchers.length;
  const maxArchers = tokens * f.perArcher;
  // Monsters that fall even with the smallest Mage bonus they could get, and hopeless ones, need no search.
  const unfought = input.unfought.filter((mi) => {
    const m = monsters[mi];
    return m !== undefined && (f.fixed[mi] ?? 0) + f.mages * onField + maxArchers >= m.res;
  });
  const u = unfought.length;
  const cost = (k: number, before: number): number => {
    const mi = unfought[k] ?? 0;
    const m = monsters[mi];
    if (!m) return INF;
    const deficit = m.res - (f.fixed[mi] ?? 0) - f.mages * (onField - before);
    if (deficit <= 0) return 0;
    if (f.perArcher <= 0) return INF;
    return Math.ceil(deficit / f.perArcher);
  };
  if (f.mages === 0) return optionsWithoutMage(unfought, (k) => cost(k, 0), tokens);
  if (u > MAX_DP_MONSTERS) return greedyOptions(unfought, monsters, f, onField, tokens);
  const size = 1 << u;
  const need = new Int32Array(size).fill(INF);
  const last = new Int8Array(size).fill(-1);
  need[0] = 0;
  for (let mask = 1; mask < size; mask++) {
    let pop = 0;
    for (let x = mask; x; x &= x - 1) pop++;
    let best = INF;
    let arg = -1;
    for (let k = 0; k < u; k++) {
      const bit = 1 << k;
      if (!(mask & bit)) continue;
      const prev = need[mask ^ bit] ?? INF;
      if (prev > tokens) continue;
      const c = cost(k, pop - 1);
      if (prev + c < best) {
        best = prev + c;
        arg = k;
      }
    }
    if (best <= tokens) {
      need[mask] = best;
      last[mask] = arg;
    }
  }
  const out: { order: number[]; tokens: number[] }[] = [];
  for (let mask = 0; mask < size; mask++) {
    if ((need[mask] ?? INF) > tokens) continue;
    let maximal = true;
    for (let k = 0; k < u && maximal; k++) {
      const bit = 1 << k;
      if (!(mask & bit) && (need[mask | bit] ?? INF) <= tokens) maximal = false;
    }
    if (!maximal) continue;
    const rev: number[] = [];
    const tok: number[] = [];
    for (let m = mask; m; ) {
      const k = last[m] ?? -1;
      if (k < 0) break;
      let pop = 0;
      for (let x = m; x; x &= x - 1) pop++;
      rev.push(k);
      tok.push(cost(k, pop - 1));
      m ^= 1 << k;
    }
    out.push({ order: rev.reverse().map((k) => unfought[k] ?? 0), tokens: tok.reverse() });
  }
  return out;
}

/**
 * Many monsters and a Mage (the hoarding combo): the j-th monster defeated gets Mage bonus
 * mages x (field - j), so a set can fall when its largest deficits meet the largest bonuses.
 * Sets are grown greedily by a few orders of preference; each is fought largest deficit first.
 */
function greedyOptions(unfought: readonly number[], monsters: readonly MonsterUnit[], f: Forces, onField: number, tokens: number): { order: number[]; tokens: number[] }[] {
  const u = unfought.length;
  const deficit = new Float64Array(u);
  const weight = new Float64Array(u);
  const vp = new Float64Array(u);
  for (let k = 0; k < u; k++) {
    const mi = unfought[k] ?? 0;
    const m = monsters[mi];
    deficit[k] = (m?.res ?? 0) - (f.fixed[mi] ?? 0);
    weight[k] = m ? m.vp + 1.5 * (m.h + m.b + m.t) : 0;
    vp[k] = m?.vp ?? 0;
  }
  const bonus = (j: number): number => f.mages * (onField - j);
  const need = (gap: number): number => (gap <= 0 ? 0 : f.perArcher > 0 ? Math.ceil(gap / f.perArcher) : INF);
  /** Archers needed by a set kept sorted by deficit, largest first (largest bonus first). */
  const tokensOf = (sorted: readonly number[]): number => {
    let total = 0;
    for (let j = 0; j < sorted.length && total <= tokens; j++) total += need((deficit[sorted[j] ?? 0] ?? 0) - bonus(j));
    return total;
  };
  const ranks: Int32Array[] = [weight, vp].map((key) => Int32Array.from({ length: u }, (_, k) => k).sort((a, b) => (key[b] ?? 0) - (key[a] ?? 0)));
  ranks.push(Int32Array.from({ length: u }, (_, k) => k).sort((a, b) => (deficit[a] ?? 0) - (deficit[b] ?? 0)));
  const out: { order: number[]; tokens: number[] }[] = [];
  const seen = new Set<string>();
  for (const rank of ranks) {
    const set: number[] = [];
    for (const k of rank) {
      // Insert k by deficit (descending) and keep it if the archers still suffice.
      let at = set.length;
      while (at > 0 && (deficit[set[at - 1] ?? 0] ?? 0) < (deficit[k] ?? 0)) at--;
      set.splice(at, 0, k);
      if (tokensOf(set) > tokens) set.splice(at, 1);
    }
    const key = set.slice().sort((a, b) => a - b).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ order: set.map((k) => unfought[k] ?? 0), tokens: set.map((k, j) => need((deficit[k] ?? 0) - bonus(j))) });
  }
  return out;
}

/** Without a Mage the order is free: every maximal set of monsters the free archers can cover. */
function optionsWithoutMage(unfought: readonly number[], cost: (k: number) => number, tokens: number): { order: number[]; tokens: number[] }[] {
  const sure: number[] = [];
  const maybe: { k: number; c: number }[] = [];
  unfought.forEach((_, k) => {
    const c = cost(k);
    if (c === 0) sure.push(k);
    else if (c <= tokens) maybe.push({ k, c });
  });
  const out: { order: number[]; tokens: number[] }[] = [];
  const chosen: number[] = [];
  const rec = (i: number, left: number): void => {
    if (i === maybe.length) {
      // Maximal: no unchosen candidate still fits.
      if (maybe.some((m) => !chosen.includes(m.k) && m.c <= left)) return;
      const ks = [...sure, ...chosen];
      out.push({ order: ks.map((k) => unfought[k] ?? 0), tokens: ks.map((k) => (chosen.includes(k) ? cost(k) : 0)) });
      return;
    }
    const m = maybe[i];
    if (!m) return;
    if (m.c <= left) {
      chosen.push(m.k);
      rec(i + 1, left - m.c);
      chosen.pop();
    }
    rec(i + 1, left);
  };
  rec(0, tokens);
  return out;
}
