/** Battle outcomes: archer aims and Rogue targets for each maximal set, fought for real. */
import { FREE, NONE, type HeroUnit, type MonsterUnit } from '../side';
import { battleOptions, forcesOf, type BattleInput } from './battleOptions';

/** Maximal sets evaluated in full per line-up (all of them in any realistic position). */
const MAX_OPTIONS = 24;

export interface BattleOutcome {
  order: number[];
  defeated: number[];
  rogued: { rogue: number; monster: number }[];
  /** FREE archers (indices into heroes) -> monster index. */
  aims: Map<number, number>;
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

export function battleStage(input: BattleInput): BattleOutcome[] {
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
