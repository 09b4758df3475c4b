/** Monster attacks: cancellers (Priestess, Wall), discards by kind, and the final accommodation. */
import type { PlainUnit, Side } from '../side';
import type { CardId } from '../../../../engine/games/mirianth';
import { INF, isId, type PenaltyPlan } from './types';
import { accommodationOf, distinctCount, dropCheapestHeroes, dropCheapestTreasures, endValue, type EndState } from './endValue';

const NO_CHOICE: number[][] = [[]];

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

export interface Penalties { h: number; b: number; t: number }

export function attackStage(e: EndState, pen: Penalties, side: Side): { value: number; answer: PenaltyPlan; finalDiscard: CardId[] } {
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
