/**
 * Sampled lookahead for the hard bot's route decision in a race (2+ players): each candidate first
 * move is played out in K determinized worlds (determinize.ts: dealt from the seat's view only) to
 * the start of the bot's next turn, its own seat played by the hard policy without lookahead and
 * every other seat by the normal one. A finished game scores 1 for a win and 0 otherwise; otherwise
 * the position is valued by the route planner with the next turn's sampled dice (turnRoute.ts), less
 * the chance that an opponent finishes first (race.ts). All candidates share the same K worlds and
 * dice (common random numbers), so their difference is what the move changes. The count is fixed;
 * a clock stops early only between whole rounds of worlds, as a guard for slow machines.
 */
import { seatId } from '../../../engine/kit/ids';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import { awaiting } from '../../../engine/games/miremarsh/rules/awaiting';
import { legalMoves } from '../../../engine/games/miremarsh/rules/legal';
import type { MiremarshState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { kitRng, type Rng } from '../../kit/rng';
import { determinize } from './determinize';
import { fastStep } from './fastStep';
import { raceHazard } from './race';
import { bestRouteMove } from './turnRoute';

type Move = MiremarshMove;
/** Plays one move for a seat: `own` is true for the bot's own seat. */
export type Policy = (view: MiremarshView, seat: number, own: boolean) => Move;

export interface LookaheadOptions { worlds: number; budgetMs: number; maxMoves: number; margin: number }

/** Value of a position for `me` at the start of its turn: the best route's value, short of the race hazard. */
function leafValue(state: MiremarshState, me: number): number {
  const view: MiremarshView = { ...state, you: seatId(me) };
  const route = bestRouteMove(view, me, legalMoves(view, seatId(me)));
  return (route?.value ?? 0) * (1 - raceHazard(view, me));
}

function playout(start: MiremarshState, me: number, first: Move, policy: Policy, maxMoves: number): number {
  const r = fastStep(start, first);
  if (!r) return -1;
  let s = r;
  let away = false;
  for (let n = 0; n < maxMoves; n++) {
    if (s.step === 'over') return (s.winners ?? []).some((w) => w === me) ? 1 : 0;
    if (s.turn.seat !== me) away = true;
    else if (away && s.step === 'act') return leafValue(s, me);
    const seat = awaiting(s)[0];
    if (seat === undefined) return 0;
    const next = fastStep(s, policy({ ...s, you: seat }, seat, seat === me));
    if (!next) return 0;
    s = next;
  }
  return leafValue(s, me);
}

/** The candidate with the best mean playout value; `fallback` (the planner's choice) on ties. */
export function lookaheadChoice(view: MiremarshView, me: number, candidates: readonly Move[], fallback: Move, rng: Rng, policy: Policy, o: LookaheadOptions): Move {
  if (candidates.length < 2) return fallback;
  const t0 = performance.now();
  const sums = candidates.map(() => 0);
  let done = 0;
  for (let k = 0; k < o.worlds; k++) {
    const seed = rng.next() | 0;
    const world = determinize(view, me, kitRng(seed));
    candidates.forEach((m, i) => { sums[i] = (sums[i] ?? 0) + playout(world, me, m, policy, o.maxMoves); });
    done++;
    if (performance.now() - t0 > o.budgetMs) break;
  }
  const fi = candidates.indexOf(fallback);
  let best = fi >= 0 ? fi : 0;
  // The planner's choice stands unless another candidate beats it by `margin` a world.
  const bar = (sums[best] ?? 0) + o.margin * done;
  sums.forEach((v, i) => { if (v > bar + 1e-9 && v > (sums[best] ?? -Infinity)) best = i; });
  return done > 0 ? (candidates[best] ?? fallback) : fallback;
}
