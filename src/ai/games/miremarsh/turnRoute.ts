/**
 * The hard bot's whole-turn route planner (issue 27): at the act step, with the dice it holds, it
 * compares ending the turn here with every step (and secret path) on offer, and with the steps that
 * can follow through face-up safe spaces, by expectation over the dice: each entry's compulsory
 * chain (and the creature's challenge) is valued by the exact in-turn planner (turnPlan.ts, re-roll
 * outcomes enumerated), over every tile and monster that can still lie face-down there. Where the
 * turn ends is valued by `horizon`: the chance of finishing the best quest from there, given the
 * pool, the fish left after the walk and the goblins in the pile (questWorth.ts), discounted per turn
 * so that faster routes win races. It reads its own view only.
 */
import { LEVEL_OF, NEIGHBOURS, SECRET_PATHS, WARREN } from '../../../engine/games/miremarsh/catalog/board';
import { MONSTERS_BY_LEVEL } from '../../../engine/games/miremarsh/catalog/monsters';
import { TILES_BY_LEVEL } from '../../../engine/games/miremarsh/catalog/tiles';
import type { Challenge } from '../../../engine/games/miremarsh/catalog/types';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { Pool } from '../../../engine/games/miremarsh/odds';
import { creatureChallenge, pathChallenge } from '../../../engine/games/miremarsh/rules/challenge';
import { isQuest } from '../../../engine/games/miremarsh/rules/location';
import type { SeatState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { questWorth, type Worth } from './questWorth';
import { entryChains, freshOdds, fullPool, quests } from './read';
import { stepsTo } from './route';
import { ChainPlanner, type HandDie } from './turnPlan';

type Move = MiremarshMove;

/** Value kept per turn a quest is further away: a race (and the fish clock) rewards speed.
 *  0.95 (was 0.9; 0.75 and 0.6 lost, 1 lost more): see docs/miremarsh-balance.md, 2026-12-06. */
const TURN_DISCOUNT = 0.95;
/** A small pull toward the nearest quest, so a goblin short of fish still heads for one. */
const NEARER = 1e-3;
/** Steps looked ahead through face-up safe spaces within this turn. */
const MAX_DEPTH = 4;
/** A typical next goblin (card and starting item) for valuing a death. */
const NEXT_GOBLIN: Pool = { G: 3, Y: 1, K: 1, U: 0 };
/** Moves a pool makes per turn, roughly: dice that show F, a split F or a wild, less those spent on the way. */
const F_SHARE = { G: 0.5, Y: 0.5, K: 1 / 6, U: 0.5 } as const;

interface Target { space: string; worth: Worth; next: Worth; dist: Record<string, number> }

export interface RouteContext {
  view: MiremarshView;
  seat: SeatState;
  seatIndex: number;
  targets: Target[];
  speed: number;
  /** Survival of entering a typical space of each level (index 1–3) later, with a fresh roll and its re-roll. */
  levelSurvival: number[];
  /** Fish after this turn's meal. */
  fish: number;
  goblins: number;
  memo: Map<string, number>;
}

export function routeContext(view: MiremarshView, seatIndex: number): RouteContext | null {
  const seat = view.seats[seatIndex];
  if (!seat) return null;
  const pool = fullPool(view, seat);
  const targets = quests(view).filter((q) => !seat.quests.includes(q.tile)).map((q) => ({
    space: q.space, worth: questWorth(pool, q.challenges), next: questWorth(NEXT_GOBLIN, q.challenges), dist: stepsTo(q.space, true),
  }));
  if (targets.length === 0) return null;
  const speed = Math.max(1, 0.75 * (pool.G * F_SHARE.G + pool.Y * F_SHARE.Y + pool.K * F_SHARE.K + pool.U * F_SHARE.U));
  return { view, seat, seatIndex, targets, speed, levelSurvival: [1, 1, 2, 3].map((l, i) => (i === 0 ? 1 : levelSurvival(pool, l as 1 | 2 | 3))), fish: seat.fish - 1, goblins: view.goblinPile.length, memo: new Map() };
}

/** Mean chance that a fresh roll (and its re-roll) of `pool` survives a level's compulsory challenges. */
const survivalCache = new Map<string, number>();
function levelSurvival(pool: Pool, level: 1 | 2 | 3): number {
  const key = `${level}:${pool.G}${pool.Y}${pool.K}${pool.U}`;
  const hit = survivalCache.get(key);
  if (hit !== undefined) return hit;
  let total = 0;
  let n = 0;
  for (const t of TILES_BY_LEVEL[level]) {
    const chains = t.lair ? MONSTERS_BY_LEVEL[level].map((m) => m.compulsory) : [t.body.compulsory];
    for (const chain of chains) {
      total += chain.reduce((p, ch) => p * freshOdds(pool, ch, 2), 1) / chains.length;
    }
    n++;
  }
  const v = n ? total / n : 1;
  survivalCache.set(key, v);
  return v;
}

/** Survival of the walk still ahead from `space`, `d` steps from a quest: the levels to cross, then the extra steps. */
function walkSurvival(c: RouteContext, space: string, d: number): number {
  const level = LEVEL_OF[space] ?? 0;
  let p = 1;
  for (let l = level + 1; l <= 3; l++) p *= c.levelSurvival[l] ?? 1;
  const extra = Math.max(0, d - (4 - level));
  return p * (c.levelSurvival[Math.max(1, level)] ?? 1) ** extra;
}

/** The value of ending this turn safe on `space` (with `progress` there when it is a quest). */
export function horizon(c: RouteContext, space: string, progress = 0): number {
  let best = 0;
  for (const t of c.targets) {
    if (space === t.space) { best = Math.max(best, t.worth(progress, c.fish, c.goblins)); continue; }
    const d = t.dist[space] ?? 12;
    // Each step counts (a fraction of a turn), so a step forward is always worth something.
    const turns = d / c.speed;
    const v = t.worth(0, c.fish - Math.floor(turns), c.goblins) * walkSurvival(c, space, d) * TURN_DISCOUNT ** turns;
    // With too few fish for any quest every value is about 0: nearer still beats standing still.
    best = Math.max(best, v + NEARER * 0.8 ** d);
  }
  return best;
}

/** The value of dying on `space` to `chain`: the next goblin from the Warren, if the pile has one, or
 *  (in a race, level 2+) coming back where this one died for a fish and meeting the same chain again. */
function deathValue(c: RouteContext, space = WARREN, chain: readonly Challenge[] = []): number {
  if (c.goblins === 0) return 0;
  const back = c.view.seats.length > 1 && (LEVEL_OF[space] ?? 3) >= 2 && c.fish + 1 >= 2;
  const survive = back ? chain.reduce((p, ch) => p * freshOdds(NEXT_GOBLIN, ch, 2), 1) : 0;
  let best = 0;
  for (const t of c.targets) {
    const d = t.dist[WARREN] ?? 4;
    const turns = 1 + Math.ceil(d / 2);
    best = Math.max(best, t.next(0, c.fish + 1 - turns, c.goblins - 1) * TURN_DISCOUNT ** turns);
    if (!back) continue;
    const dd = space === t.space ? 0 : (t.dist[space] ?? 12);
    const tt = 1 + Math.ceil(dd / 2);
    best = Math.max(best, survive * t.next(0, c.fish - tt, c.goblins - 1) * TURN_DISCOUNT ** tt);
  }
  return best;
}

const handKey = (hand: readonly HandDie[]): string => hand.map((d) => `${d.colour}${d.face ?? '?'}`).sort().join('');
const movesOn = (d: HandDie): boolean => d.face === 'F' || d.face === 'FS' || d.face === 'FE' || d.face === 'W';

/** Dice left after paying one footprint, one per distinct die that can pay it. */
function afterStep(hand: readonly HandDie[]): HandDie[][] {
  const seen = new Set<string>();
  const out: HandDie[][] = [];
  hand.forEach((d, i) => {
    const k = `${d.colour}${d.face ?? '?'}`;
    if (!movesOn(d) || seen.has(k)) return;
    seen.add(k);
    out.push(hand.filter((_, x) => x !== i));
  });
  return out;
}

/** Compulsory challenges met on entering `space` (the creature's first), each with its weight. */
function entry(c: RouteContext, space: string): { p: number; chain: Challenge[] }[] {
  const creature = c.view.creature === space ? [creatureChallenge(c.view)] : [];
  return entryChains(c.view, space, c.seatIndex).map((e) => ({ p: e.p, chain: [...creature, ...e.chain] }));
}

/**
 * P(paying a whole compulsory chain with this hand, one re-roll per challenge). One planner per chain
 * is kept across decisions (its memos are pure functions of the dice), so repeated entries cost little.
 */
const passPlanners = new Map<string, ChainPlanner>();
const passMemo = new Map<string, number>();
function passChance(chain: readonly Challenge[], chainKey: string, hand: readonly HandDie[]): number {
  const key = `${chainKey}|${handKey(hand)}`;
  const hit = passMemo.get(key);
  if (hit !== undefined) return hit;
  if (passMemo.size > 100_000) passMemo.clear();
  let planner = passPlanners.get(chainKey);
  if (!planner) {
    if (passPlanners.size > 400) passPlanners.clear();
    planner = new ChainPlanner(chain, { stop: () => -Infinity, death: 0, done: 1 });
    passPlanners.set(chainKey, planner);
  }
  const p = planner.declare(0, hand, 1);
  passMemo.set(key, p);
  return p;
}

/** Expected value of entering `space` with `hand` after the step is paid (a path's challenge first). */
export function enterValue(c: RouteContext, space: string, hand: readonly HandDie[], depth: number, visited: ReadonlySet<string>, first: Challenge[] = []): number {
  const key = `${space}|${handKey(hand)}|${depth}|${first.length}`;
  const hit = c.memo.get(key);
  if (hit !== undefined) return hit;
  const done = horizon(c, space);
  // Face-down spaces offer many tiles and monsters with the same chain: each chain is weighed once.
  const grouped = new Map<string, { p: number; chain: Challenge[] }>();
  for (const { p, chain } of entry(c, space)) {
    const full = [...first, ...chain];
    const k = JSON.stringify(full);
    const g = grouped.get(k);
    if (g) g.p += p; else grouped.set(k, { p, chain: full });
  }
  let total = 0;
  for (const [k, { p, chain }] of grouped) {
    if (chain.length === 0) { total += p * carryOn(c, space, hand, depth, visited); continue; }
    const pass = passChance(chain, k, hand);
    total += p * (pass * done + (1 - pass) * deathValue(c, space, chain));
  }
  c.memo.set(key, total);
  return total;
}

/** Safe on `space` with `hand`: end the turn here or walk on through what is known. */
function carryOn(c: RouteContext, space: string, hand: readonly HandDie[], depth: number, visited: ReadonlySet<string>): number {
  let best = horizon(c, space);
  if (depth >= MAX_DEPTH || isQuest(c.view, space)) return best;
  const next = new Set(visited).add(space);
  for (const rest of afterStep(hand)) {
    for (const n of NEIGHBOURS[space] ?? []) {
      if (next.has(n) || n === 'LURK') continue;
      best = Math.max(best, enterValue(c, n, rest, depth + 1, next));
    }
  }
  return best;
}

/** The act step's best route move (a step or a secret path), or null when ending the turn here is worth more. */
export function bestRouteMove(view: MiremarshView, seatIndex: number, legal: readonly Move[]): { move: Move | null; value: number; stay: number } | null {
  const c = routeContext(view, seatIndex);
  if (!c) return null;
  const here = c.seat.space;
  const hand: HandDie[] = view.turn.dice.map((d) => ({ colour: d.colour, face: d.face }));
  const stay = isQuest(view, here) ? horizon(c, here, c.seat.progress) : horizon(c, here);
  const visited = new Set([here]);
  let move: Move | null = null;
  let value = stay;
  const tried = new Set<string>();
  for (const m of legal) {
    let v: number;
    if (m.type === 'move') {
      const used = new Set(m.pay.flatMap((p) => ('die' in p ? [p.die] : [])));
      const rest = hand.filter((_, i) => !used.has(i));
      const key = `${m.to}|${handKey(rest)}|${m.pay.length}`;
      if (tried.has(key)) continue;
      tried.add(key);
      v = enterValue(c, m.to, rest, 1, visited) - 1e-4 * m.pay.filter((p) => !('die' in p)).length;
    } else if (m.type === 'path') {
      const def = SECRET_PATHS.find((x) => x.id === m.path);
      if (!def) continue;
      const to = def.ends[0] === here ? def.ends[1] : def.ends[0];
      v = enterValue(c, to, hand, 1, visited, [pathChallenge(view, m.path)]);
    } else continue;
    if (v > value + 1e-9) { value = v; move = m; }
  }
  return { move, value, stay };
}
