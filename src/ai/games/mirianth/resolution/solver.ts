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
import type { HeroUnit, PlainUnit, Side } from '../side';
import type { CardId, CardKind } from '../../../../engine/games/mirianth';
import { INF, isId, type ResolutionPlan, type SolveOptions, type SolveStage } from './types';
import { endValue, finalStage, type EndState } from './endValue';
import { attackStage, type Penalties } from './attacks';
import { battleStage, type BattleOutcome } from './battles';
import { preBattleOptions } from './preBattle';
import { attachFreePaladins } from './freePaladins';
import { now } from '../clock';

const FAST_OUTCOMES = 3;

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
    if (best && now() > deadline) break;
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
    if (best && now() > deadline) break;
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
