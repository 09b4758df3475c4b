/**
 * The hard bot: determinized look-ahead to the end of the turn. For each sample it draws a world
 * consistent with its view (other Lords' bids from the bid model over their known coins and gems,
 * their hidden coins, the deck order), plays each candidate move there, lets every Lord follow the
 * greedy policy to the end of the turn, and scores the position as its Bravery lead. The same
 * samples serve every candidate (common random numbers); the best mean wins.
 */
import type { SeatId } from '../../../engine/kit/ids';
import { applyNains } from '../../../engine/games/nains/rules/apply';
import { nainsLegalMoves } from '../../../engine/games/nains/rules/legal';
import { scoreCity } from '../../../engine/games/nains/rules/scoring';
import { ownedCoins } from '../../../engine/games/nains/rules/state';
import type { NainsMove, NainsState, NainsView } from '../../../engine/games/nains/types';
import type { Rng } from '../../kit/rng';
import { scoreBids } from './bidModel';
import { determinizeNains } from './determinize';
import { greedyMove, moveValue } from './policy';
import { LINE_VALUE } from './value';

export interface HardOptions { budgetMs: number; maxSamples: number; bidCandidates: number; moveCandidates: number }
export const HARD: HardOptions = { budgetMs: 110, maxSamples: 40, bidCandidates: 10, moveCandidates: 6 };

/** Bravery lead over the best rival, with recruits still owed counted. */
export function lead(s: NainsState, seat: SeatId): number {
  const totals = s.players.map((p, i) => scoreCity({ army: p.army, command: p.command, coins: ownedCoins(s, i as SeatId) }).total + p.pending * LINE_VALUE);
  const mine = totals[seat] ?? 0;
  let best = -Infinity;
  totals.forEach((t, i) => { if (i !== seat && t > best) best = t; });
  const margin = mine - best;
  return s.step === 'over' ? margin + (margin > 0 ? 40 : 0) : margin;
}

function rolloutToTurnEnd(s: NainsState, turnKey: string): NainsState {
  let cur = s;
  for (let n = 0; n < 400; n++) {
    if (cur.step === 'over') return cur;
    if (cur.step === 'bidding' && `${cur.era}.${cur.turn}` !== turnKey) return cur;
    const actor = cur.awaiting[0];
    if (actor === undefined) return cur;
    const move = greedyMove(cur, actor);
    if (!move) return cur;
    cur = applyNains(cur, move);
  }
  return cur;
}

function candidatesOf(view: NainsView, seat: SeatId, legal: NainsMove[], o: HardOptions): NainsMove[] {
  if (legal[0]?.type === 'bid') {
    return scoreBids(view, seat, view.players[seat]?.coins ?? []).sort((a, b) => b.score - a.score).slice(0, o.bidCandidates).map((b) => ({ type: 'bid', seat, taverns: b.bid }));
  }
  return legal.map((m) => ({ m, v: moveValue(view, m) })).sort((a, b) => b.v - a.v).slice(0, o.moveCandidates).map((x) => x.m);
}

export function hardChoose(view: NainsView, seat: SeatId, rng: Rng, o: HardOptions = HARD): NainsMove {
  const legal = nainsLegalMoves(view, seat);
  const first = legal[0];
  if (first === undefined) throw new Error(`nains: no legal move for seat ${seat}`);
  if (legal.length === 1) return first;
  const candidates = candidatesOf(view, seat, legal, o);
  if (candidates.length === 1) return candidates[0] ?? first;
  const totals = candidates.map(() => 0);
  const counts = candidates.map(() => 0);
  const t0 = performance.now();
  const turnKey = `${view.era}.${view.turn}`;
  // The clock is checked per candidate, so a slow machine stops mid-sample instead of overrunning.
  outer: for (let sample = 0; sample < o.maxSamples; sample++) {
    const world = determinizeNains(view, seat, rng);
    for (let i = 0; i < candidates.length; i++) {
      if (sample > 0 && performance.now() - t0 > o.budgetMs) break outer;
      const m = candidates[i];
      if (!m) continue;
      const end = rolloutToTurnEnd(applyNains(world, m), turnKey);
      totals[i] = (totals[i] ?? 0) + lead(end, seat);
      counts[i] = (counts[i] ?? 0) + 1;
    }
  }
  const means = totals.map((t, i) => t / Math.max(1, counts[i] ?? 0));
  let best = 0;
  means.forEach((t, i) => { if (t > (means[best] ?? -Infinity)) best = i; });
  return candidates[best] ?? first;
}
