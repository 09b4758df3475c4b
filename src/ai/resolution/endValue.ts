/** Final scoring of an end state, and the cheapest-first discards every later stage relies on. */
import type { HeroUnit, PlainUnit, Side } from '../side';
import type { CardId, CardKind } from '../../engine';

export interface EndState {
  heroes: readonly HeroUnit[];
  buildings: readonly PlainUnit[];
  treasures: readonly PlainUnit[];
  plaguesKept: number;
  defeatedKinds: CardKind[];
  defeatedVp: number;
}

export function heroValue(h: HeroUnit, heroes: number, buildings: number, treasures: number, plagues: number, sabotage: number): number {
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

export function distinctCount(kinds: readonly CardKind[]): number {
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

const NOTHING: CardId[] = [];

/** Removes the `n` heroes worth least at the end; returns the kept heroes and the removed ids. */
export function dropCheapestHeroes(heroes: readonly HeroUnit[], n: number, B: number, T: number, plagues: number, sabotage: number): { kept: readonly HeroUnit[]; removed: CardId[] } {
  if (n <= 0) return { kept: heroes, removed: NOTHING };
  const H = heroes.length - n;
  const hasNecro = heroes.some((h) => h.kind === 'necromancer');
  const ranked = heroes
    .map((h, i) => ({ h, i, v: heroValue(h, H, B, T, hasNecro ? plagues : 0, sabotage) }))
    .sort((a, b) => a.v - b.v || a.i - b.i);
  const out = new Set(ranked.slice(0, n).map((r) => r.i));
  return { kept: heroes.filter((_, i) => !out.has(i)), removed: ranked.slice(0, n).map((r) => r.h.id) };
}

export function dropCheapestTreasures(treasures: readonly PlainUnit[], n: number, defeated: number, distinct: number): { kept: readonly PlainUnit[]; removed: CardId[] } {
  if (n <= 0) return { kept: treasures, removed: NOTHING };
  const ranked = treasures.map((t, i) => ({ t, i, v: treasureValue(t, defeated, distinct) })).sort((a, b) => a.v - b.v || a.i - b.i);
  const out = new Set(ranked.slice(0, n).map((r) => r.i));
  return { kept: treasures.filter((_, i) => !out.has(i)), removed: ranked.slice(0, n).map((r) => r.t.id) };
}

export function accommodationOf(buildings: readonly PlainUnit[]): number {
  let n = 0;
  for (const b of buildings) n += b.acc;
  return n;
}

/** Final accommodation only. */
export function finalStage(e: EndState, side: Side): { value: number; discard: CardId[] } {
  const homeless = Math.max(0, e.heroes.length - accommodationOf(e.buildings));
  const { kept, removed } = dropCheapestHeroes(e.heroes, homeless, e.buildings.length, e.treasures.length, e.plaguesKept, side.sabotage);
  return { value: endValue({ ...e, heroes: kept }, side), discard: removed };
}
