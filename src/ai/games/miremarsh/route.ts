/** Routes: steps to a target over adjacency and secret paths, and which quest to aim for. */
import { NEIGHBOURS, SECRET_PATHS } from '../../../engine/games/miremarsh/catalog/board';
import type { Pool } from '../../../engine/games/miremarsh/odds';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import type { SeatState } from '../../../engine/games/miremarsh/state';
import { freshOdds, quests, type QuestInfo } from './read';
import { questWorth } from './questWorth';

/** Steps from every space to `target` (walking; with `paths`, a secret path counts as one step). */
export function stepsTo(target: string, paths = false): Record<string, number> {
  const dist: Record<string, number> = { [target]: 0 };
  const queue = [target];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] ?? '';
    const next = [...(NEIGHBOURS[at] ?? []), ...SECRET_PATHS.filter((p) => paths && p.ends.includes(at)).map((p) => (p.ends[0] === at ? p.ends[1] : p.ends[0]))];
    for (const n of next) {
      if (n in dist) continue;
      dist[n] = (dist[at] ?? 0) + 1;
      queue.push(n);
    }
  }
  return dist;
}

/** Turns a quest should take with this pool when the goblin waits for rolls that already pay. */
export function questTurns(q: QuestInfo, pool: Pool, from: number): number {
  let turns = 0;
  for (const ch of q.challenges.slice(from)) turns += 1 / Math.max(0.03, freshOdds(pool, ch, 1));
  return turns;
}

/** Worth (a chance of finishing) given up per step to a quest when choosing one: nearer quests win races. */
const STEP_COST = 0.05;

/** Turns a step costs when comparing quests (travel, not the quest, is what runs the fish out). */
const DISTANCE_WEIGHT = 2;

/**
 * Hard: the quest with the best chance of being finished with this pool and the fish left on
 * arrival (about two steps a turn), by the quest-worth model.
 */
export function chooseQuestByWorth(view: MiremarshView, seat: SeatState, pool: Pool): QuestInfo | null {
  let best: QuestInfo | null = null;
  let bestScore = -Infinity;
  for (const q of quests(view)) {
    if (seat.quests.includes(q.tile)) continue;
    const from = seat.space === q.space ? seat.progress : 0;
    const steps = stepsTo(q.space, true)[seat.space] ?? 9;
    const fishThere = seat.fish - Math.ceil(steps / 2);
    const score = questWorth(pool, q.challenges)(from, fishThere, view.goblinPile.length) - STEP_COST * steps;
    if (score > bestScore) { bestScore = score; best = q; }
  }
  return best;
}

export function chooseQuest(view: MiremarshView, seat: SeatState, pool: Pool): QuestInfo | null {
  let best: QuestInfo | null = null;
  let bestScore = Infinity;
  for (const q of quests(view)) {
    if (seat.quests.includes(q.tile)) continue;
    const from = seat.space === q.space ? seat.progress : 0;
    const score = questTurns(q, pool, from) + DISTANCE_WEIGHT * (stepsTo(q.space, true)[seat.space] ?? 9);
    if (score < bestScore) { bestScore = score; best = q; }
  }
  return best;
}
