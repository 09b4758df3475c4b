/**
 * Miremarsh bots (rulings §5) behind the AI kit's `GameAi`: easy, normal and hard share one policy
 * with different knobs (risk taken, payment choice, odds reading). Hard adds an exact in-turn
 * planner over the dice it holds (turnPlan.ts) for quests (questTurn.ts, valued by questWorth.ts),
 * optional rewards and compulsory payments (rewardPlan.ts), a build phase toward gear (build.ts)
 * and quest choice by worth (route.ts); it reads its own view only. Decisions take milliseconds.
 */
import type { SeatId } from '../../../engine/kit/ids';
import type { GameBot } from '../../../engine/kit/module';
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { MiremarshState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import type { GameAi } from '../../kit/gameAi';
import { decideAct } from './act';
import { decideAttempt } from './attempt';
import { KNOBS, type Knobs } from './knobs';
import { decideBribe, decideBribeAnswer, decideCreature, decidePickItem, decideRespawn, decideSneak } from './others';

export function decide(view: MiremarshView, seat: SeatId, k: Knobs): MiremarshMove {
  const legal = miremarshModule.legalMoves(view, seat);
  const first = legal[0];
  if (!first) throw new Error(`miremarsh: no legal move for seat ${seat} at ${view.step}`);
  if (legal.length === 1) return first;
  switch (view.step) {
    case 'act': return decideAct(view, seat, legal, k);
    case 'attempt': return decideAttempt(view, legal, k);
    case 'respawn': return decideRespawn(view, seat, legal, k);
    case 'pickItem': return decidePickItem(view, seat, legal);
    case 'sneak': return decideSneak(view, seat, legal, k);
    case 'placeCreature': case 'stepCreature': return decideCreature(view, seat, legal);
    case 'bribeOffer': return decideBribe(view, seat, legal, k);
    case 'bribeAnswer': return decideBribeAnswer(view, seat, legal, k);
    default: return first;
  }
}

function bot(level: 'easy' | 'normal' | 'hard'): () => GameBot<MiremarshView, MiremarshMove> {
  return () => ({ level, choose: (view, seat) => decide(view, seat, KNOBS[level]) });
}

export const miremarshAi: GameAi<MiremarshState, MiremarshView, MiremarshMove> = {
  bots: { easy: bot('easy'), normal: bot('normal'), hard: bot('hard') },
};
