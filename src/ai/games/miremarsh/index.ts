/**
 * Miremarsh bots (rulings §5) behind the AI kit's `GameAi`: easy, normal and hard share one policy
 * with different knobs (risk taken, payment choice, odds reading). Hard adds an exact in-turn
 * planner over the dice it holds (turnPlan.ts) for quests (questTurn.ts, valued by questWorth.ts),
 * optional rewards and compulsory payments (rewardPlan.ts), a build phase toward gear (build.ts)
 * and quest choice by worth (route.ts); it reads its own view only. Decisions take milliseconds. A sampled
 * lookahead over determinized worlds (lookahead.ts) can check the route choice in a race; it is off.
 */
import { seatId, type SeatId } from '../../../engine/kit/ids';
import type { GameBot } from '../../../engine/kit/module';
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { MiremarshState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import type { GameAi } from '../../kit/gameAi';
import { decideAct, type LookFn } from './act';
import { lookaheadChoice, type Policy } from './lookahead';
import { decisionRng, type Rng } from '../../kit/rng';
import { decideAttempt } from './attempt';
import { KNOBS, type Knobs } from './knobs';
import { decideBribe, decideBribeAnswer, decideCreature, decidePickItem, decideRespawn, decideSneak } from './others';

const PLAYOUT_HARD: Knobs = { ...KNOBS.hard, lookahead: 0 };
/** Lookahead limits: a clock guard between whole rounds of worlds, a cap on a playout's moves, and the
 *  mean lead (a world) another candidate needs over the planner's own choice. */
const LOOK = { budgetMs: 150, maxMoves: 200, margin: 0.05 };

function lookFor(view: MiremarshView, seat: SeatId, k: Knobs, rng: Rng | undefined): LookFn | undefined {
  if (!rng || k.lookahead <= 0 || view.seats.length < 2) return undefined;
  const policy: Policy = (v, s, own) => decide(v, seatId(s), own ? PLAYOUT_HARD : KNOBS.normal);
  return (candidates, fallback) => lookaheadChoice(view, seat, candidates, fallback, rng, policy, { ...LOOK, worlds: k.lookahead });
}

export function decide(view: MiremarshView, seat: SeatId, k: Knobs, rng?: Rng): MiremarshMove {
  const legal = miremarshModule.legalMoves(view, seat);
  const first = legal[0];
  if (!first) throw new Error(`miremarsh: no legal move for seat ${seat} at ${view.step}`);
  if (legal.length === 1) return first;
  switch (view.step) {
    case 'act': return decideAct(view, seat, legal, k, lookFor(view, seat, k, rng));
    case 'attempt': return decideAttempt(view, legal, k);
    case 'respawn': return decideRespawn(view, seat, legal, k);
    case 'pickItem': return decidePickItem(view, seat, legal);
    case 'sneak': return decideSneak(view, seat, legal, k);
    case 'placeCreature': case 'stepCreature': return decideCreature(view, seat, legal, k);
    case 'bribeOffer': return decideBribe(view, seat, legal, k);
    case 'bribeAnswer': return decideBribeAnswer(view, seat, legal, k);
    default: return first;
  }
}

function bot(level: 'easy' | 'normal' | 'hard'): (seed: number) => GameBot<MiremarshView, MiremarshMove> {
  return (seed) => ({ level, choose: (view, seat, at) => decide(view, seat, KNOBS[level], decisionRng(seed, at ?? 0)) });
}

export const miremarshAi: GameAi<MiremarshState, MiremarshView, MiremarshMove> = {
  bots: { easy: bot('easy'), normal: bot('normal'), hard: bot('hard') },
};
