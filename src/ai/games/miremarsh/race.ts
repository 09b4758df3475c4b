/**
 * The race (2+ players: the first quest completed wins). From its own view the hard bot reads each
 * opponent's quest progress and pool, and estimates the chance that one of them completes its quest
 * on its next turn. Every turn the hard bot ends short of its own quest keeps only the rest of that
 * chance, so a goblin waiting for safe rolls takes more risk when an opponent is close to finishing.
 * Solo there is no opponent and the hazard is 0 (the planner is exactly the solo one).
 */
import type { Challenge } from '../../../engine/games/miremarsh/catalog/types';
import type { Pool } from '../../../engine/games/miremarsh/odds';
import { chainAt, isQuest } from '../../../engine/games/miremarsh/rules/location';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { freshOdds, fullPool } from './read';

/** Scale on the estimated per-turn chance (the estimate ignores dice spent on earlier challenges). */
const HAZARD_SCALE = 1;
/** Least hazard while racing, for an opponent still on its way (it will reach a quest): 0.15 since 2026-12-06 (docs/miremarsh-balance.md). */
const HAZARD_FLOOR = 0.15;
/** Highest hazard: waiting is never worth nothing. */
const HAZARD_CAP = 0.9;

/** Least dice (one icon each) that pay a challenge. */
function needOf(ch: Challenge): number {
  let n = Infinity;
  for (const c of ch.options) {
    if (c.kind === 'icons') n = Math.min(n, c.F + c.S + c.E);
    else if (c.kind === 'same') n = Math.min(n, c.n);
  }
  return n;
}

/** An opponent's chance per turn of finishing the challenges it has left. */
function opponentChance(pool: Pool, left: readonly Challenge[]): number {
  // Next turn only: every challenge left, each with a fresh roll and its re-roll, if its dice suffice.
  const dice = pool.G + pool.Y + pool.K + pool.U;
  if (left.reduce((t, ch) => t + needOf(ch), 0) > dice) return 0;
  return left.reduce((p, ch) => p * freshOdds(pool, ch, 2), 1);
}

/** P(an opponent completes its quest on its next turn): each challenge left, a fresh roll and its re-roll. */
export function raceHazard(view: MiremarshView, seatIndex: number): number {
  let none = 1;
  let racing = false;
  view.seats.forEach((s, i) => {
    if (i === seatIndex || s.out || !s.goblin) return;
    racing = true;
    if (!isQuest(view, s.space) || s.mustRetry) return;
    const pool = fullPool(view, s);
    const left = chainAt(view, s.space).challenges.slice(s.progress);
    none *= 1 - opponentChance(pool, left);
  });
  if (!racing) return 0;
  return Math.min(HAZARD_CAP, Math.max(HAZARD_FLOOR, HAZARD_SCALE * (1 - none)));
}
