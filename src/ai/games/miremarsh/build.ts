/**
 * The hard bot's build phase (rulings §5: "turn gold into items early (one more die every turn)"):
 * a quest wants far more dice than a starting goblin rolls, so while it has room for items and
 * fish to spare it heads for the best known source of gear — a shop when it can pay, else a
 * face-up space whose optional chain pays an item, gold or fish — valued by the chance that a
 * fresh roll pays the chain, over the walk.
 */
import { WARREN } from '../../../engine/games/miremarsh/catalog/board';
import type { Pool } from '../../../engine/games/miremarsh/odds';
import { capacity } from '../../../engine/games/miremarsh/rules/gain';
import { chainAt, isQuest, tradesAt } from '../../../engine/games/miremarsh/rules/location';
import type { SeatState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { freshOdds } from './read';
import { rewardValue } from './rewardPlan';
import { stepsTo } from './route';

/** Cheapest item a shop here sells (gold), or null. */
function itemPrice(view: MiremarshView, space: string): number | null {
  let price: number | null = null;
  for (const t of tradesAt(view, space)) {
    if (t.cost.item !== null || t.cost.bones > 0 || t.cost.fish > 0) continue;
    if (!t.reward.some((r) => r.kind === 'item')) continue;
    price = price === null ? t.cost.gold : Math.min(price, t.cost.gold);
  }
  return price;
}

/** `shopOnly`: the dice cannot do the quest at all, so only a shop it can pay helps (a die it lacks). */
export function buildTarget(view: MiremarshView, seat: SeatState, pool: Pool, shopOnly = false): string | null {
  if (seat.items.length >= capacity(seat)) return null;
  const dist = stepsTo(seat.space);
  let best: string | null = null;
  let bestScore = 0;
  for (const [space, b] of Object.entries(view.board)) {
    if (space === 'LURK' || isQuest(view, space)) continue;
    if (space !== WARREN && !b.faceUp) continue;
    const d = dist[space] ?? 99;
    const price = itemPrice(view, space);
    let gain = 0;
    if (price !== null && seat.gold >= price) gain = 1.2;
    else if (space !== seat.space && !shopOnly) {
      const chain = chainAt(view, space);
      if (chain.challenges.length > chain.compulsory) {
        let p = 1;
        for (const ch of chain.challenges) p *= freshOdds(pool, ch, 2);
        gain = p * rewardValue(seat, chain.reward);
      }
    }
    // Being there already counts as one step: the dice are spent on the chain, not the walk.
    const score = gain / (1 + Math.max(1, d));
    if (score > bestScore) { bestScore = score; best = space; }
  }
  return best;
}
