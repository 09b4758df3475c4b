/**
 * The statechart's `check` (engine machine.ts) as a plain loop over the same pure rules, for bot
 * playouts: one move's rule, then the automatic steps in the chart's order until a decision or the
 * end. It must give the same state as the module's `apply` (tests/ai/games/miremarsh/fastStep.test.ts
 * plays whole games through both); it skips xstate's snapshot work, which dominates a playout's cost.
 */
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import * as flow from '../../../engine/games/miremarsh/rules/flow';
import { checkEnd } from '../../../engine/games/miremarsh/rules/end';
import { soloSwirl } from '../../../engine/games/miremarsh/rules/creature';
import { moveRule } from '../../../engine/games/miremarsh/rules/reduce';
import { beginRoll, endTurn } from '../../../engine/games/miremarsh/rules/turn';
import type { MiremarshState } from '../../../engine/games/miremarsh/state';

/** Automatic steps run before a decision (a guard against a rule that never settles). */
const MAX_AUTO = 200;

/** The next automatic step, or the decision the game rests at (`rest: true`). */
function next(s: MiremarshState): { s: MiremarshState; rest: boolean } {
  if (flow.isOver(s)) return { s, rest: true };
  if (flow.itemsToPick(s)) return { s: flow.rest(s, 'pickItem'), rest: true };
  if (flow.itemsLost(s)) return { s: flow.dropItemChoices(s), rest: false };
  if (flow.sneaking(s)) return { s: flow.rest(s, 'sneak'), rest: true };
  if (flow.challenged(s)) return { s: flow.rest(s, 'attempt'), rest: true };
  if (flow.swirling(s)) {
    if (flow.soloCreature(s)) return { s: soloSwirl(s), rest: false };
    if (flow.creatureStuck(s)) return { s: flow.loseSwirl(s), rest: false };
    return { s: flow.rest(s, flow.creatureOnBoard(s) ? 'stepCreature' : 'placeCreature'), rest: true };
  }
  if (flow.turnOver(s)) return { s: endTurn(s), rest: false };
  if (flow.notStarted(s)) return flow.respawnDue(s) ? { s: flow.rest(s, 'respawn'), rest: true } : { s: beginRoll(s), rest: false };
  if (flow.creatureHere(s)) return { s: flow.creatureChallenge(s), rest: false };
  if (flow.compulsory(s)) return { s: flow.tileChallenge(s), rest: false };
  if (flow.bribeOffers(s)) return { s: flow.rest(s, 'bribeOffer'), rest: true };
  if (flow.bribeAnswer(s)) return { s: flow.rest(s, 'bribeAnswer'), rest: true };
  return { s: flow.rest(s, 'act'), rest: true };
}

/** Runs the automatic steps from `state` until the game waits for a decision or is over. */
export function settleFast(state: MiremarshState): MiremarshState {
  let s = state;
  for (let i = 0; i < MAX_AUTO; i++) {
    s = checkEnd(s);
    const r = next(s);
    if (r.rest) return r.s;
    s = r.s;
  }
  throw new Error('miremarsh fastStep: the automatic steps did not settle');
}

/** One move and what follows it; null when the move's rule refuses it. */
export function fastStep(state: MiremarshState, move: MiremarshMove): MiremarshState | null {
  if (state.step === 'over') return null;
  const s = moveRule(state, move);
  return s === null ? null : settleFast(s);
}
