/** Final scoring of an end state, and the cheapest-first discards every later stage relies on. */
import type { HeroUnit, PlainUnit, Side } from '../side';
import { CARD_RULES, type CardId, type CardKind, type VariablePoints } from '../../../../engine/games/mirianth';

export interface EndState {
  heroes: readonly HeroUnit[];
  buildings: readonly PlainUnit[];
  treasures: readonly PlainUnit[];
  plaguesKept: number;
  defeatedKinds: CardKind[];
  defeatedVp: number;
}

/**
 * A variable VP read from the engine's card rules (CARD_RULES), counted from the solver's
 * plain numbers. Bases a caller cannot know (NaN) mean the solver does not model that card.
 */
function variableValue(v: VariablePoints, heroes: number, buildings: number, treasures: number, plagues: number, defeated: number, distinct: number): number {
  let n: number;
  switch (v.basis) {
    case 'heroes': n = heroes; break;
    case 'buildings': n = buildings; break;
    case 'treasures': n = treasures; break;
    case 'plagues': n = plagues; break;
    case 'defeated': n = defeated; break;
    case 'defeatedKinds': n = distinct; break;
  }
  if (Number.isNaN(n)) throw new Error(`The resolution solver does not count ${v.basis} for this card type`);
  return v.times * n;
}

/** Plague cards score only through a hero that counts them (the Necromancer). */
export function countsPlagues(h: HeroUnit): boolean {
  return CARD_RULES[h.kind].variable?.basis === 'plagues';
}

/** `plagues` is 0 unless a Necromancer is kept; the Saboteur also carries the harm it does to neighbours. */
export function heroValue(h: HeroUnit, heroes: number, buildings: number, treasures: number, plagues: number, sabotage: number): number {
  if (h.kind === 'saboteur') return h.vp + sabotage;
  const v = CARD_RULES[h.kind].variable;
  return v ? variableValue(v, heroes, buildings, treasures, plagues, Number.NaN, Number.NaN) : h.vp;
}

/** `defeated` counts the monsters defeated, `distinct` their kinds. */
export function treasureValue(t: PlainUnit, defeated: number, distinct: number): number {
  const v = CARD_RULES[t.kind].variable;
  return v ? variableValue(v, Number.NaN, Number.NaN, Number.NaN, Number.NaN, defeated, distinct) : t.vp;
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
  const plagues = e.heroes.some(countsPlagues) ? e.plaguesKept : 0;
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
  const hasNecro = heroes.some(countsPlagues);
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
