/**
 * The hard bot off a quest: whether to push on into a space's optional challenges for their reward
 * (rulings §5: "weigh P(success after one re-roll) × reward against death's cost"). The in-turn
 * planner runs over the rest of the chain; values are in "dice for the quest": an item adds a die
 * every turn, gold buys items, fish buy turns, and dying scatters the gear and spends a goblin.
 */
import type { Reward } from '../../../engine/games/miremarsh/catalog/types';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import { capacity } from '../../../engine/games/miremarsh/rules/gain';
import { chainAt, isQuest } from '../../../engine/games/miremarsh/rules/location';
import type { SeatState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { ChainPlanner, plannedAttempt, type HandDie } from './turnPlan';

type Move = MiremarshMove;

export function rewardValue(seat: SeatState, rewards: readonly Reward[]): number {
  const room = seat.items.length < capacity(seat);
  let v = 0;
  for (const r of rewards) {
    if (r.kind === 'item') v += room ? 1.2 : 0.4;
    else if (r.kind === 'gold') v += 0.5 * r.n;
    else if (r.kind === 'fish') v += (seat.fish <= 4 ? 1 : 0.7) * r.n;
    else if (r.kind === 'bones') v += 0.2 * r.n;
    else if (r.kind === 'draw') v += r.pile === 'pet' ? 1 : r.pile === 'spell' ? 0.7 : 0.4;
  }
  return v;
}

/** What losing this goblin costs, in the same units: its gear and one of the few goblins left. */
export function deathCost(view: MiremarshView, seat: SeatState): number {
  if (view.goblinPile.length === 0) return 50;
  return 2.5 + 1.2 * seat.items.length + 0.5 * seat.gold;
}

function plannerHere(view: MiremarshView, seatIndex: number): { planner: ChainPlanner; j: number; hand: HandDie[] } | null {
  const seat = view.seats[seatIndex];
  if (!seat || isQuest(view, seat.space)) return null;
  const chain = chainAt(view, seat.space);
  if (seat.progress >= chain.challenges.length) return null;
  // Compulsory challenges cannot be stopped before; the optional ones pay only at the end.
  const stop = (j: number): number => (j < chain.compulsory ? -Infinity : 0);
  const planner = new ChainPlanner(chain.challenges, { stop, death: -deathCost(view, seat), done: rewardValue(seat, chain.reward) });
  return { planner, j: seat.progress, hand: view.turn.dice.map((d) => ({ colour: d.colour, face: d.face })) };
}

/** Expected gain of declaring the next optional challenge here (null: none to declare). */
export function optionalGain(view: MiremarshView, seatIndex: number): number | null {
  const p = plannerHere(view, seatIndex);
  return p && p.j >= chainAt(view, view.seats[seatIndex]?.space ?? '').compulsory ? p.planner.declare(p.j, p.hand, 1) : null;
}

/** Attempt step on a tile's challenge off a quest: best payment or the re-roll, by the planner. */
export function optionalAttempt(view: MiremarshView, legal: readonly Move[]): Move | null {
  if (view.turn.attempt?.source.kind !== 'tile') return null;
  const p = plannerHere(view, view.turn.seat);
  return p ? plannedAttempt(view, legal, p) : null;
}
