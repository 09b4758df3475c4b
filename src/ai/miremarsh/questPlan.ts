/**
 * Push or wait on a quest (rulings §5: "weigh P(success after one re-roll) × reward against death's
 * cost and against waiting a turn (1 fish)"). A small dynamic programme over (next challenge, fish
 * left): each turn the fresh roll pays challenge i by itself with q_i; waiting costs a fish, pushing
 * adds the one re-roll and risks death, after which a new goblin comes back (one fish) to restart.
 */
import type { Challenge } from '../../engine/miremarsh/catalog/types';
import type { Pool } from '../../engine/miremarsh/odds';
import { freshOdds } from './read';

export interface QuestOdds { q: number[]; goblinsLeft: number }

export function questOdds(pool: Pool, challenges: readonly Challenge[], goblinsLeft: number): QuestOdds {
  return { q: challenges.map((ch) => freshOdds(pool, ch, 1)), goblinsLeft };
}

/** P(completing the quest from challenge i with f fish at the start of a turn), best policy. */
export function questValue(o: QuestOdds, i: number, f: number, memo = new Map<string, number>()): number {
  if (i >= o.q.length) return 1;
  if (f < 0) return 0;
  const key = `${i},${f}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const q = o.q[i] ?? 0;
  const next = questValue(o, i + 1, f - 1, memo);
  const stay = f >= 1 ? questValue(o, i, f - 1, memo) : 0;
  const death = o.goblinsLeft > 0 ? questValue({ ...o, goblinsLeft: o.goblinsLeft - 1 }, 0, f - 1, new Map()) : 0;
  const wait = q * next + (1 - q) * stay;
  const push = q * next + (1 - q) * (q * next + (1 - q) * death);
  const v = Math.max(wait, push);
  memo.set(key, v);
  return v;
}

/** With the dice failing challenge i now: is the re-roll (success `p`) worth more than waiting? */
export function shouldPush(o: QuestOdds, i: number, fish: number, p: number): boolean {
  const next = questValue(o, i + 1, fish - 1);
  const death = o.goblinsLeft > 0 ? questValue({ ...o, goblinsLeft: o.goblinsLeft - 1 }, 0, fish - 1) : 0;
  const wait = fish >= 1 ? questValue(o, i, fish - 1) : 0;
  return p * next + (1 - p) * death > wait;
}
