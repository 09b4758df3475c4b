/**
 * The resolution solver: the best plan for one player's Resolution phase, from any of its steps.
 *
 * Resolution is a one-player planning problem (nobody else's choices touch this faction, and
 * nothing is hidden), so a plan fixed in advance is as good as deciding step by step. The
 * solver searches:
 * - which heroes leave before the battles (initial accommodation, plague), by class: heroes
 *   that matter in battle are told apart, the others go cheapest first;
 * - Priestess and Wall use in the plague step and after the battles;
 * - which monsters to defeat, in what order (Mage bonus = monsters still on the battlefield),
 *   with archers' targets chosen for that order: an exact dynamic programme over monster subsets;
 * - Rogue targets (used last, so the Mage count is not lowered for nothing);
 * - monster penalties (buildings enumerated by kind, treasures and heroes cheapest first) and
 *   the final accommodation.
 * The objective is the player's own final score plus `side.sabotage` per Saboteur kept.
 */
import { archerAttack } from '../engine/rules/archers';
import { FREE, NONE, type HeroUnit, type MonsterUnit, type PlainUnit, type Side } from './side';
import type { CardId, CardKind, WallUse } from '../engine';

export type SolveStage = 'aim' | 'initial' | 'plague' | 'battles' | 'attacks' | 'final';

export interface PenaltyPlan {
  priestesses: CardId[];
  walls: WallUse[];
  discard: CardId[];
}

export interface ResolutionPlan {
  value: number;
  aims: { archer: CardId; monster: CardId }[];
  initialDiscard: CardId[];
  plague: { priestesses: CardId[]; walls: CardId[]; discard: CardId[] };
  /** Monsters to fight, in order; Rogue targets are left out and handled after. */
  fights: CardId[];
  rogues: { rogue: CardId; monster: CardId }[];
  attacks: PenaltyPlan;
  finalDiscard: CardId[];
  /** Monsters the plan defeats (this phase). */
  defeated: CardId[];
}

export interface SolveOptions {
  /** Negotiation-time projections: at most one battle-relevant hero considered for removal. */
  fast?: boolean;
  /** performance.now() time after which the search returns the best plan found so far. */
  deadline?: number;
}

const STAGE_ORDER: Record<SolveStage, number> = { aim: 0, initial: 1, plague: 2, battles: 3, attacks: 4, final: 5 };
const INF = 1 << 20;

// ---------------------------------------------------------------------------------------------
// Final scoring

interface EndState {
  heroes: readonly HeroUnit[];
  buildings: readonly PlainUnit[];
  treasures: readonly PlainUnit[];
  plaguesKept: number;
  defeatedKinds: CardKind[];
  defeatedVp: number;
}

function heroValue(h: HeroUnit, heroes: number, buildings: number, treasures: number, plagues: number, sabotage: number): number {
  switch (h.kind) {
    case 'miner': return 2 * treasures;
    case 'builder': return buildings;
    case 'necromancer': return plagues;
    case 'king': return heroes;
    case 'saboteur': return h.vp + sabotage;
    default: return h.vp;
  }
}

function treasureValue(t: PlainUnit, defeated: number, distinct: number): number {
  if (t.kind === 'diamond') return defeated;
  if (t.kind === 'gold') return distinct;
  return t.vp;
}

function distinctCount(kinds: readonly CardKind[]): number {
  let n = 0;
  for (let i = 0; i < kinds.length; i++) {
    let seen = false;
    for (let j = 0; j < i && !seen; j++) seen = kinds[j] === kinds[i];
    if (!seen) n++;
  }
  return n;
}

/** Points of an end state, plus the Saboteur bonus. */
export function endValue(e: EndState, side: Side): number {
  const H = e.heroes.length;
  const B = e.buildings.length;
  const T = e.treasures.length;
  const plagues = e.heroes.some((h) => h.kind === 'necromancer') ? e.plaguesKept : 0;
  let v = side.constant + e.defeatedVp;
  for (const h of e.heroes) v += heroValue(h, H, B, T, plagues, side.sabotage);
  for (const b of e.buildings) v += b.vp;
  const dist = distinctCount(e.defeatedKinds);
  for (const t of e.treasures) v += treasureValue(t, e.defeatedKinds.length, dist);
  return v;
}

/** Removes the `n` heroes worth least at the end; returns the kept heroes and the removed ids. */
const NOTHING: CardId[] = [];
const NO_CHOICE: number[][] = [[]];

function dropCheapestHeroes(heroes: readonly HeroUnit[], n: number, B: number, T: number, plagues: number, sabotage: number): { kept: readonly HeroUnit[]; removed: CardId[] } {
  if (n <= 0) return { kept: heroes, removed: NOTHING };
  const H = heroes.length - n;
  const hasNecro = heroes.some((h) => h.kind === 'necromancer');
  const ranked = heroes
    .map((h, i) => ({ h, i, v: heroValue(h, H, B, T, hasNecro ? plagues : 0, sabotage) }))
    .sort((a, b) => a.v - b.v || a.i - b.i);
  const out = new Set(ranked.slice(0, n).map((r) => r.i));
  return { kept: heroes.filter((_, i) => !out.has(i)), removed: ranked.slice(0, n).map((r) => r.h.id) };
}

function dropCheapestTreasures(treasures: readonly PlainUnit[], n: number, defeated: number, distinct: number): { kept: readonly PlainUnit[]; removed: CardId[] } {
  if (n <= 0) return { kept: treasures, removed: NOTHING };
  const ranked = treasures.map((t, i) => ({ t, i, v: treasureValue(t, defeated, distinct) })).sort((a, b) => a.v - b.v || a.i - b.i);
  const out = new Set(ranked.slice(0, n).map((r) => r.i));
  return { kept: treasures.filter((_, i) => !out.has(i)), removed: ranked.slice(0, n).map((r) => r.t.id) };
}

function accommodationOf(buildings: readonly PlainUnit[]): number {
  let n = 0;
  for (const b of buildings) n += b.acc;
  return n;
}

/** Final accommodation only. */
function finalStage(e: EndState, side: Side): { value: number; discard: CardId[] } {
  const homeless = Math.max(0, e.heroes.length - accommodationOf(e.buildings));
  const { kept, removed } = dropCheapestHeroes(e.heroes, homeless, e.buildings.length, e.treasures.length, e.plaguesKept, side.sabotage);
  return { value: endValue({ ...e, heroes: kept }, side), discard: removed };
}

// ---------------------------------------------------------------------------------------------
// Monster attacks: cancellers, discards, final accommodation

/** Ways to discard `n` buildings, as lists of indices: one per multiset of kinds. */
function buildingChoices(buildings: readonly PlainUnit[], n: number): number[][] {
  if (n <= 0) return [[]];
  if (n >= buildings.length) return [buildings.map((_, i) => i)];
  const groups = new Map<string, number[]>();
  buildings.forEach((b, i) => {
    const key = `${b.kind}:${b.vp}:${b.acc}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  const lists = [...groups.values()];
  const out: number[][] = [];
  const pick: number[] = [];
  const rec = (g: number, left: number): void => {
    if (left === 0) {
      out.push(pick.slice());
      return;
    }
    if (g >= lists.length) return;
    const list = lists[g] ?? [];
    for (let k = Math.min(left, list.length); k >= 0; k--) {
      for (let j = 0; j < k; j++) pick.push(list[j] ?? 0);
      rec(g + 1, left - k);
      for (let j = 0; j < k; j++) pick.pop();
    }
  };
  rec(0, n);
  return out;
}

interface Penalties { h: number; b: number; t: number }

function attackStage(e: EndState, pen: Penalties, side: Side): { value: number; answer: PenaltyPlan; finalDiscard: CardId[] } {
  const anyPen = pen.h + pen.b + pen.t > 0;
  const priestIdx: number[] = [];
  if (pen.h > 0) e.heroes.forEach((h, i) => { if (h.kind === 'priestess') priestIdx.push(i); });
  const wallIdx: number[] = [];
  if (anyPen) e.buildings.forEach((b, i) => { if (b.kind === 'wall') wallIdx.push(i); });
  let best = { value: -INF, answer: { priestesses: [], walls: [], discard: [] } as PenaltyPlan, finalDiscard: [] as CardId[] };
  const maxP = priestIdx.length;
  const maxW = wallIdx.length;
  for (let p = 0; p <= maxP; p++) {
    for (let wh = 0; wh <= maxW; wh++) {
      for (let wb = 0; wb + wh <= maxW; wb++) {
        for (let wt = 0; wt + wb + wh <= maxW; wt++) {
          const r = tryAttackAnswer(e, pen, side, priestIdx.slice(0, p), wallIdx.slice(0, wh + wb + wt), wh, wb, wt);
          if (r && r.value > best.value) best = r;
        }
      }
    }
  }
  return best;
}

function tryAttackAnswer(
  e: EndState, pen: Penalties, side: Side, priests: number[], walls: number[], wh: number, wb: number, wt: number,
): { value: number; answer: PenaltyPlan; finalDiscard: CardId[] } | null {
  const usedP = new Set(priests);
  const usedW = new Set(walls);
  const availH = e.heroes.length - priests.length;
  const availB = e.buildings.length - walls.length;
  const availT = e.treasures.length;
  const left = { h: pen.h, b: pen.b, t: pen.t };
  // The engine checks priestesses first, then walls in order: every canceller must save a card.
  for (let i = 0; i < priests.length; i++) {
    if (left.h <= 0 || availH <= 0) return null;
    left.h = Math.max(0, left.h - 2);
  }
  const wallTypes: ('hero' | 'building' | 'treasure')[] = [];
  for (let i = 0; i < wh; i++) wallTypes.push('hero');
  for (let i = 0; i < wb; i++) wallTypes.push('building');
  for (let i = 0; i < wt; i++) wallTypes.push('treasure');
  for (const t of wallTypes) {
    if (t === 'hero') {
      if (left.h <= 0 || availH <= 0) return null;
      left.h--;
    } else if (t === 'building') {
      if (left.b <= 0 || availB <= 0) return null;
      left.b--;
    } else {
      if (left.t <= 0 || availT <= 0) return null;
      left.t--;
    }
  }
  const heroes = priests.length === 0 ? e.heroes : e.heroes.filter((_, i) => !usedP.has(i));
  const buildingsLeft = walls.length === 0 ? e.buildings : e.buildings.filter((_, i) => !usedW.has(i));
  const owedH = Math.min(left.h, heroes.length);
  const owedB = Math.min(left.b, buildingsLeft.length);
  const owedT = Math.min(left.t, e.treasures.length);
  const dist = distinctCount(e.defeatedKinds);
  const tr = dropCheapestTreasures(e.treasures, owedT, e.defeatedKinds.length, dist);
  let best: { value: number; answer: PenaltyPlan; finalDiscard: CardId[] } | null = null;
  for (const choice of owedB === 0 ? NO_CHOICE : buildingChoices(buildingsLeft, owedB)) {
    const out = new Set(choice);
    const buildings = choice.length === 0 ? buildingsLeft : buildingsLeft.filter((_, i) => !out.has(i));
    const acc = accommodationOf(buildings);
    // Hero penalties and the final accommodation both take the cheapest heroes.
    const keep = Math.min(heroes.length - owedH, acc);
    const removeN = heroes.length - Math.max(0, keep);
    const dropped = dropCheapestHeroes(heroes, removeN, buildings.length, tr.kept.length, e.plaguesKept, side.sabotage);
    const value = endValue({ ...e, heroes: dropped.kept, buildings, treasures: tr.kept }, side);
    if (!best || value > best.value) {
      const penaltyHeroes = dropped.removed.slice(0, owedH);
      best = {
        value,
        answer: {
          priestesses: priests.map((i) => e.heroes[i]?.id).filter(isId),
          walls: walls.map((i, k) => ({ wall: e.buildings[i]?.id as CardId, cancels: wallTypes[k] ?? 'hero' })),
          discard: [...penaltyHeroes, ...choice.map((i) => buildingsLeft[i]?.id).filter(isId), ...tr.removed],
        },
        finalDiscard: dropped.removed.slice(owedH),
      };
    }
  }
  return best;
}

function isId(x: CardId | undefined): x is CardId {
  return x !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Battles

interface BattleInput {
  heroes: readonly HeroUnit[];
  monsters: readonly MonsterUnit[];
  /** Indices (into `monsters`) of monsters still to fight. */
  unfought: number[];
  /** A Castle is held (building penalties may then be welcome). */
  castle: boolean;
}

interface BattleOutcome {
  order: number[];
  defeated: number[];
  rogued: { rogue: number; monster: number }[];
  /** FREE archers (indices into heroes) -> monster index. */
  aims: Map<number, number>;
}

interface Forces {
  mages: number;
  fixed: number[];
  freeArchers: number[];
  perArcher: number;
}

function forcesOf(heroes: readonly HeroUnit[], monsters: readonly MonsterUnit[]): Forces {
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
function battleOptions(input: BattleInput): { order: number[]; tokens: number[] }[] {
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

/** Beyond this many contestable monsters (with a Mage), the subset search gives way to greedy sets. */
const MAX_DP_MONSTERS = 10;
/** Maximal sets evaluated in full per line-up (all of them in any realistic position). */
const MAX_OPTIONS = 24;

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

/** Fights `order` for real (Mage count included) and returns the monsters defeated. */
function simulateFights(heroes: readonly HeroUnit[], monsters: readonly MonsterUnit[], order: readonly number[], aims: Map<number, number>): number[] {
  const placed = heroes.map((h, i) => (h.kind === 'archer' && h.target === FREE ? { ...h, target: aims.get(i) ?? NONE } : h));
  const f = forcesOf(placed, monsters);
  let onField = monsters.length;
  const defeated: number[] = [];
  for (const mi of order) {
    const m = monsters[mi];
    if (!m) continue;
    if ((f.fixed[mi] ?? 0) + f.mages * onField >= m.res) {
      defeated.push(mi);
      onField--;
    }
  }
  return defeated;
}

/**
 * Monsters worth a Rogue: one per penalty profile, and none whose penalties another's cover
 * (fewer penalties never cost points). With a Castle a building penalty can gain 2 VP, so then
 * every profile stays.
 */
function rogueTargets(monsters: readonly MonsterUnit[], rest: readonly number[], castle: boolean): number[] {
  const out: number[] = [];
  for (const mi of rest) {
    const m = monsters[mi];
    if (!m) continue;
    const dominated = rest.some((oi) => {
      const o = monsters[oi];
      if (!o || oi === mi) return false;
      const same = o.h === m.h && o.b === m.b && o.t === m.t;
      if (same) return oi < mi;
      return !castle && o.h >= m.h && o.b >= m.b && o.t >= m.t;
    });
    if (!dominated) out.push(mi);
  }
  return out;
}

function battleStage(input: BattleInput): BattleOutcome[] {
  const { heroes, monsters, unfought } = input;
  const f = forcesOf(heroes, monsters);
  const rogueIdx: number[] = [];
  heroes.forEach((h, i) => { if (h.kind === 'rogue') rogueIdx.push(i); });
  const outcomes: BattleOutcome[] = [];
  let options = battleOptions(input);
  if (options.length > MAX_OPTIONS) {
    // Keep the most promising sets: each is maximal, so rank by what falls.
    const worth = (o: { order: number[] }): number => o.order.reduce((n, mi) => {
      const m = monsters[mi];
      return n + (m ? m.vp + 1.5 * (m.h + m.b + m.t) : 0);
    }, 0);
    options = options.map((o) => ({ o, w: worth(o) })).sort((a, b) => b.w - a.w).slice(0, MAX_OPTIONS).map((x) => x.o);
  }
  for (const opt of options) {
    const aims = new Map<number, number>();
    let t = 0;
    opt.order.forEach((mi, k) => {
      for (let j = 0; j < (opt.tokens[k] ?? 0); j++) {
        const archer = f.freeArchers[t++];
        if (archer !== undefined) aims.set(archer, mi);
      }
    });
    const inOrder = new Set(opt.order);
    const rest = unfought.filter((mi) => !inOrder.has(mi));
    // Spare archers aim at a monster left standing (harmless, and it may still fall).
    for (; t < f.freeArchers.length; t++) {
      const archer = f.freeArchers[t];
      const target = rest[0] ?? opt.order[0] ?? NONE;
      if (archer !== undefined && target !== NONE) aims.set(archer, target);
    }
    // Rogue options: none, or a Rogue on each of up to `rogues` monsters not planned to fall.
    const targets = rogueIdx.length > 0 ? rogueTargets(monsters, rest, input.castle) : [];
    const rogueSets: number[][] = [[]];
    for (let r = 0; r < rogueIdx.length; r++) {
      const grown: number[][] = [];
      for (const set of rogueSets) {
        if (set.length !== r) continue;
        for (const mi of targets) if (!set.includes(mi) && (set.length === 0 || mi > (set[set.length - 1] ?? -1))) grown.push([...set, mi]);
      }
      rogueSets.push(...grown);
    }
    for (const set of rogueSets) {
      const order = [...opt.order, ...rest.filter((mi) => !set.includes(mi))];
      const defeated = simulateFights(heroes, monsters, order, aims);
      outcomes.push({ order, defeated, rogued: set.map((mi, k) => ({ rogue: rogueIdx[k] ?? 0, monster: mi })), aims });
    }
  }
  return outcomes;
}

// ---------------------------------------------------------------------------------------------
// Before the battles: which heroes leave, and cancellers in the plague step

interface PreOption {
  heroes: HeroUnit[];
  buildings: PlainUnit[];
  plaguesKept: number;
  initialDiscard: CardId[];
  plague: { priestesses: CardId[]; walls: CardId[]; discard: CardId[] };
}

function battleClass(h: HeroUnit): string | null {
  switch (h.kind) {
    case 'paladin': return h.target >= 0 ? `P${h.target}:${h.attack}:${h.vp}` : null;
    case 'archer': return `A${h.target}`;
    // Battle roles, and worth set by counts that later penalties change (ranking those now misleads).
    case 'mage': case 'squire': case 'rogue': case 'priestess': case 'miner': case 'builder': case 'necromancer': case 'king':
      return h.kind;
    default: return null;
  }
}

/** Every way to remove `k` heroes: battle-relevant classes by count, the others cheapest first. */
function removalSets(heroes: readonly HeroUnit[], k: number, side: Side, B: number, T: number, plagues: number, fast: boolean): number[][] {
  if (k <= 0) return [[]];
  if (k >= heroes.length) return [heroes.map((_, i) => i)];
  const classes = new Map<string, number[]>();
  const plain: number[] = [];
  heroes.forEach((h, i) => {
    const c = battleClass(h);
    if (c === null) plain.push(i);
    else {
      const g = classes.get(c);
      if (g) g.push(i);
      else classes.set(c, [i]);
    }
  });
  const H = heroes.length - k;
  const hasNecro = heroes.some((h) => h.kind === 'necromancer');
  plain.sort((a, b) => {
    const ha = heroes[a];
    const hb = heroes[b];
    if (!ha || !hb) return 0;
    return heroValue(ha, H, B, T, hasNecro ? plagues : 0, side.sabotage) - heroValue(hb, H, B, T, hasNecro ? plagues : 0, side.sabotage);
  });
  const groups = [...classes.values()];
  const out: number[][] = [];
  const pick: number[] = [];
  // Fewest battle-relevant heroes removed first: the likeliest plans come before the cap.
  const battleTotal = groups.reduce((n, g) => n + g.length, 0);
  const cap = fast ? FAST_REMOVAL_CAP : REMOVAL_CAP;
  const lo = Math.max(0, k - plain.length);
  const hi = Math.min(k, battleTotal, fast ? lo + 1 : k);
  for (let r = lo; r <= hi; r++) {
    const rec = (g: number, left: number): void => {
      if (out.length >= cap) return;
      if (g === groups.length) {
        if (left === 0) out.push([...pick, ...plain.slice(0, k - r)]);
        return;
      }
      const list = groups[g] ?? [];
      for (let n = 0; n <= Math.min(left, list.length); n++) {
        for (let j = 0; j < n; j++) pick.push(list[j] ?? 0);
        rec(g + 1, left - n);
        for (let j = 0; j < n; j++) pick.pop();
      }
    };
    rec(0, r);
  }
  return out;
}

/** Enough for every plausible plan; it only binds on huge, badly balanced factions. */
const REMOVAL_CAP = 160;
const FAST_REMOVAL_CAP = 4;
const FAST_OUTCOMES = 3;

function preBattleOptions(side: Side, stage: SolveStage, fast: boolean): PreOption[] {
  const heroes = side.heroes;
  const buildings = side.buildings;
  const k1 = STAGE_ORDER[stage] <= STAGE_ORDER.initial ? Math.max(0, heroes.length - accommodationOf(buildings)) : 0;
  const plagueStep = STAGE_ORDER[stage] <= STAGE_ORDER.plague;
  const hp = plagueStep ? side.plagues.reduce((n, x) => n + x, 0) : 0;
  const plagueCount = side.plagues.length;
  const priestIdx: number[] = [];
  heroes.forEach((h, i) => { if (h.kind === 'priestess') priestIdx.push(i); });
  const wallIdx: number[] = [];
  buildings.forEach((b, i) => { if (b.kind === 'wall') wallIdx.push(i); });
  const out: PreOption[] = [];
  const maxP = hp > 0 ? priestIdx.length : 0;
  const maxW = hp > 0 ? wallIdx.length : 0;
  for (let p = 0; p <= maxP; p++) {
    for (let w = 0; w <= maxW; w++) {
      let left = hp;
      const availH = heroes.length - k1 - p;
      if (availH < 0) continue;
      let ok = true;
      for (let i = 0; i < p + w && ok; i++) {
        if (left <= 0 || availH <= 0) ok = false;
        else left = Math.max(0, left - (i < p ? 2 : 1));
      }
      if (!ok) continue;
      const owed = Math.min(left, availH);
      const usedP = new Set(priestIdx.slice(0, p));
      const candidates = heroes.filter((_, i) => !usedP.has(i));
      const usedW = new Set(wallIdx.slice(0, w));
      const bLeft = buildings.filter((_, i) => !usedW.has(i));
      for (const set of removalSets(candidates, k1 + owed, side, bLeft.length, side.treasures.length, plagueCount, fast)) {
        const removed = new Set(set);
        const kept = candidates.filter((_, i) => !removed.has(i));
        const removedIds = set.map((i) => candidates[i]?.id).filter(isId);
        // Initial accommodation takes the first k1 (any hero), the plague the rest.
        const necro = kept.some((h) => h.kind === 'necromancer');
        out.push({
          heroes: kept,
          buildings: bLeft,
          plaguesKept: plagueStep ? (necro ? plagueCount : 0) : plagueCount,
          initialDiscard: removedIds.slice(0, k1),
          plague: {
            priestesses: priestIdx.slice(0, p).map((i) => heroes[i]?.id).filter(isId),
            walls: wallIdx.slice(0, w).map((i) => buildings[i]?.id).filter(isId),
            discard: removedIds.slice(k1),
          },
        });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Free paladins (projections during negotiation)

const FREE_ATTACH_TARGETS = 6;

/** Attaches up to `side.freeAttach` unattached paladins, strongest first, where they help most. */
export function attachFreePaladins(side: Side): Side {
  if (side.freeAttach <= 0 || side.monsters.length === 0) return side;
  const free = side.heroes
    .map((h, i) => ({ h, i }))
    .filter(({ h }) => h.kind === 'paladin' && h.target === NONE)
    .sort((a, b) => b.h.attack - a.h.attack)
    .slice(0, side.freeAttach);
  if (free.length === 0) return side;
  let heroes = side.heroes;
  const unfought = side.monsters.map((_, i) => i).filter((i) => !side.monsters[i]?.fought);
  // The monsters worth most (VP and penalties) are the only targets tried.
  const worth = (mi: number): number => {
    const m = side.monsters[mi];
    return m ? m.vp + 1.5 * (m.h + m.b + m.t) : 0;
  };
  const targets = unfought.slice().sort((a, b) => worth(b) - worth(a)).slice(0, FREE_ATTACH_TARGETS);
  for (const { i } of free) {
    let bestScore = battleScore(heroes, side.monsters, unfought);
    let bestTarget = NONE;
    for (const mi of targets) {
      const trial = heroes.map((h, j) => (j === i ? { ...h, target: mi } : h));
      const s = battleScore(trial, side.monsters, unfought);
      if (s > bestScore + 1e-9) {
        bestScore = s;
        bestTarget = mi;
      }
    }
    if (bestTarget !== NONE) heroes = heroes.map((h, j) => (j === i ? { ...h, target: bestTarget } : h));
  }
  return { ...side, heroes };
}

/** A quick worth of a battle line-up: the best set of monsters it can defeat, by VP and penalties avoided. */
function battleScore(heroes: HeroUnit[], monsters: readonly MonsterUnit[], unfought: number[]): number {
  let best = 0;
  for (const opt of battleOptions({ heroes, monsters, unfought, castle: false })) {
    let s = 0;
    for (const mi of opt.order) {
      const m = monsters[mi];
      if (m) s += m.vp + 1.5 * (m.h + m.b + m.t);
    }
    if (s > best) best = s;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// The solver

function emptyPlan(value: number): ResolutionPlan {
  return {
    value, aims: [], initialDiscard: [], plague: { priestesses: [], walls: [], discard: [] },
    fights: [], rogues: [], attacks: { priestesses: [], walls: [], discard: [] }, finalDiscard: [], defeated: [],
  };
}

function endOf(side: Side, heroes: HeroUnit[], buildings: PlainUnit[], plaguesKept: number): EndState {
  return {
    heroes, buildings, treasures: side.treasures, plaguesKept,
    defeatedKinds: side.defeatedKinds, defeatedVp: side.defeatedVp,
  };
}

/**
 * No plan can beat keeping every card: losing a card never gains points, except a Castle (-2 VP).
 */
function upperBound(e: EndState, side: Side): number {
  let castles = 0;
  for (const b of e.buildings) if (b.kind === 'castle') castles++;
  return endValue(e, side) + 2 * castles;
}

/** Solves from the battles (fighting) stage with the given heroes and buildings. */
function solveFromBattles(side: Side, heroes: HeroUnit[], buildings: PlainUnit[], plaguesKept: number, floor = -INF, fast = false, deadline = Infinity): ResolutionPlan {
  const monsters = side.monsters;
  const unfought = monsters.map((_, i) => i).filter((i) => !monsters[i]?.fought);
  let best: ResolutionPlan | null = null;
  let bar = floor;
  let outcomes = battleStage({ heroes, monsters, unfought, castle: buildings.some((b) => b.kind === 'castle') });
  if (fast && outcomes.length > FAST_OUTCOMES) {
    const guess = (o: BattleOutcome): number => {
      let v = -2 * o.rogued.length;
      const gone = new Set<number>([...o.defeated, ...o.rogued.map((r) => r.monster)]);
      monsters.forEach((m, i) => {
        if (o.defeated.includes(i)) v += m.vp + 1;
        else if (!gone.has(i)) v -= 1.5 * (m.h + m.b + m.t);
      });
      return v;
    };
    outcomes = outcomes.map((o) => ({ o, g: guess(o) })).sort((a, b) => b.g - a.g).slice(0, FAST_OUTCOMES).map((x) => x.o);
  }
  const gone: boolean[] = monsters.map(() => false);
  for (const o of outcomes) {
    if (best && performance.now() > deadline) break;
    gone.fill(false);
    for (const i of o.defeated) gone[i] = true;
    for (const r of o.rogued) gone[r.monster] = true;
    const rogueHeroes = new Set(o.rogued.map((r) => r.rogue));
    const pen: Penalties = { h: 0, b: 0, t: 0 };
    for (let i = 0; i < monsters.length; i++) {
      const m = monsters[i];
      if (!m || gone[i]) continue;
      pen.h += m.h;
      pen.b += m.b;
      pen.t += m.t;
    }
    const kinds = [...side.defeatedKinds, ...o.defeated.map((i) => monsters[i]?.kind).filter((k): k is CardKind => k !== undefined)];
    const vp = side.defeatedVp + o.defeated.reduce((n, i) => n + (monsters[i]?.vp ?? 0), 0);
    const end: EndState = {
      heroes: heroes.filter((_, i) => !rogueHeroes.has(i)),
      buildings, treasures: side.treasures, plaguesKept, defeatedKinds: kinds, defeatedVp: vp,
    };
    if (upperBound(end, side) <= bar) continue;
    const att = attackStage(end, pen, side);
    if (att.value > bar) bar = att.value;
    if (!best || att.value > best.value) {
      const plan = emptyPlan(att.value);
      plan.fights = o.order.map((i) => monsters[i]?.id).filter(isId);
      plan.rogues = o.rogued.map((r) => ({ rogue: heroes[r.rogue]?.id as CardId, monster: monsters[r.monster]?.id as CardId }));
      plan.attacks = att.answer;
      plan.finalDiscard = att.finalDiscard;
      plan.defeated = o.defeated.map((i) => monsters[i]?.id).filter(isId);
      plan.aims = [...o.aims.entries()].flatMap(([hi, mi]) => {
        const archer = heroes[hi]?.id;
        const monster = monsters[mi]?.id;
        return archer && monster ? [{ archer, monster }] : [];
      });
      best = plan;
    }
  }
  return best ?? emptyPlan(-INF);
}

/**
 * The best plan from `stage` on. For 'attacks', all monsters have fought; for 'final', only the
 * accommodation is left. During negotiation, solve a projection from 'aim'.
 */
export function solveResolution(input: Side, stage: SolveStage, options: SolveOptions = {}): ResolutionPlan {
  const side = input.freeAttach > 0 ? attachFreePaladins(input) : input;
  if (stage === 'final') {
    const f = finalStage(endOf(side, side.heroes, side.buildings, side.plagues.length), side);
    const plan = emptyPlan(f.value);
    plan.finalDiscard = f.discard;
    return plan;
  }
  if (stage === 'attacks') {
    const pen: Penalties = { h: 0, b: 0, t: 0 };
    for (const m of side.monsters) {
      pen.h += m.h;
      pen.b += m.b;
      pen.t += m.t;
    }
    const att = attackStage(endOf(side, side.heroes, side.buildings, side.plagues.length), pen, side);
    const plan = emptyPlan(att.value);
    plan.attacks = att.answer;
    plan.finalDiscard = att.finalDiscard;
    return plan;
  }
  if (stage === 'battles') return solveFromBattles(side, side.heroes, side.buildings, side.plagues.length, -INF, options.fast === true, options.deadline);
  let best: ResolutionPlan | null = null;
  const allKinds = [...side.defeatedKinds, ...side.monsters.map((m) => m.kind)];
  const allVp = side.defeatedVp + side.monsters.reduce((n, m) => n + m.vp, 0);
  const deadline = options.deadline ?? Infinity;
  for (const pre of preBattleOptions(side, stage, options.fast === true)) {
    if (best && performance.now() > deadline) break;
    const bar = best ? best.value : -INF;
    const ub = upperBound({ heroes: pre.heroes, buildings: pre.buildings, treasures: side.treasures, plaguesKept: pre.plaguesKept, defeatedKinds: allKinds, defeatedVp: allVp }, side);
    if (ub <= bar) continue;
    const plan = solveFromBattles(side, pre.heroes, pre.buildings, pre.plaguesKept, bar, options.fast === true, deadline);
    if (!best || plan.value > best.value) {
      plan.initialDiscard = pre.initialDiscard;
      plan.plague = pre.plague;
      best = plan;
    }
  }
  return best ?? emptyPlan(-INF);
}

