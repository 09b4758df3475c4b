/**
 * What a position on a quest is worth at the start of a turn: P(finishing the quest) with `f` fish
 * and `g` goblins still in the pile, when each turn the goblin either waits for a roll that pays the
 * next challenge by itself (a fish a turn) or pushes with the one re-roll (death brings the next
 * goblin back to the quest for a fish, starting over). One challenge a turn, so it is a floor: the
 * in-turn planner (turnPlan.ts) finds the turns that pay several.
 */
import type { Challenge } from '../../../engine/games/miremarsh/catalog/types';
import type { Pool } from '../../../engine/games/miremarsh/odds';
import { freshOdds } from './read';

export type Worth = (j: number, f: number, g: number) => number;

/** `hazard`: the chance a turn ended short of the quest is the last (an opponent wins the race first). */
export function questWorth(pool: Pool, chain: readonly Challenge[], hazard = 0): Worth {
  const keep = 1 - hazard;
  const q = chain.map((ch) => freshOdds(pool, ch, 1));
  const memo = new Map<string, number>();
  // Completing the last challenge wins at once, whatever the fish.
  const w: Worth = (j, f, g) => {
    if (j >= chain.length) return 1;
    if (f < 0) return 0;
    const key = `${j},${f},${g}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const p = q[j] ?? 0;
    // Ending a turn eats a fish: with none left the player is out.
    const next = j + 1 >= chain.length ? 1 : f >= 1 ? keep * w(j + 1, f - 1, g) : 0;
    const stay = f >= 1 ? keep * w(j, f - 1, g) : 0;
    const death = g > 0 && f >= 1 ? keep * w(0, f - 1, g - 1) : 0;
    const wait = p * next + (1 - p) * stay;
    const push = p * next + (1 - p) * (p * next + (1 - p) * death);
    const v = Math.max(wait, push);
    memo.set(key, v);
    return v;
  };
  return w;
}
