/** Before the battles: which heroes leave, and cancellers in the plague step. */
import type { HeroUnit, PlainUnit, Side } from '../side';
import { CARD_RULES, type CardId } from '../../../../engine/games/mirianth';
import { isId, STAGE_ORDER, type SolveStage } from './types';
import { accommodationOf, countsPlagues, heroValue } from './endValue';

/** Enough for every plausible plan; it only binds on huge, badly balanced factions. */
const REMOVAL_CAP = 160;
const FAST_REMOVAL_CAP = 4;

export interface PreOption {
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
    case 'mage': case 'squire': case 'rogue': case 'priestess':
      return h.kind;
    default: return CARD_RULES[h.kind].variable ? h.kind : null;
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
  const hasNecro = heroes.some(countsPlagues);
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

export function preBattleOptions(side: Side, stage: SolveStage, fast: boolean): PreOption[] {
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
        const necro = kept.some(countsPlagues);
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
