/** Nains bots by level: easy (greedy with slips), normal (greedy), hard (determinized look-ahead). */
import type { SeatId } from '../../../engine/kit/ids';
import type { GameBot } from '../../../engine/kit/module';
import { nainsLegalMoves } from '../../../engine/games/nains/rules/legal';
import type { NainsMove, NainsView } from '../../../engine/games/nains/types';
import { decisionRng, kitRng, pick, type Rng } from '../../kit/rng';
import { hardChoose } from './hard';
import { greedyMove } from './policy';

type Choose = (view: NainsView, seat: SeatId, rng: Rng) => NainsMove;

function bot(level: GameBot<NainsView, NainsMove>['level'], seed: number, choose: Choose): GameBot<NainsView, NainsMove> {
  const rng = kitRng(seed);
  return { level, choose: (view, seat, at) => choose(view, seat, at === undefined ? rng : decisionRng(seed, at)) };
}

function greedyOrFirst(view: NainsView, seat: SeatId): NainsMove {
  const m = greedyMove(view, seat) ?? nainsLegalMoves(view, seat)[0];
  if (!m) throw new Error(`nains: no legal move for seat ${seat}`);
  return m;
}

export const createNormalBot = (seed: number) => bot('normal', seed, (view, seat) => greedyOrFirst(view, seat));

/** Easy: the greedy move most of the time, a random legal one now and then. */
export const createEasyBot = (seed: number) => bot('easy', seed, (view, seat, rng) => {
  if ((rng.next() >>> 0) % 100 < 35) {
    const m = pick(rng, nainsLegalMoves(view, seat));
    if (m) return m;
  }
  return greedyOrFirst(view, seat);
});

export const createHardBot = (seed: number) => bot('hard', seed, (view, seat, rng) => hardChoose(view, seat, rng));
