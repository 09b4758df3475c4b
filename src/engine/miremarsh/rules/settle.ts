/**
 * After every move: what must happen next, in the book's order (R4–R7). Automatic steps run here
 * (rolls, solo creature moves, forced challenge starts, turn ends); the loop stops at the next
 * decision and names its step. Pure: the statechart calls it after each applied move.
 */
import { ITEM_TYPES } from '../catalog/dice';
import type { MiremarshState, Step } from '../state';
import { startAttempt } from './attempt';
import { leapTargets, placeTargets, soloSwirl, stepTargets } from './creature';
import { checkEnd } from './end';
import { chainAt } from './location';
import { active, isSolo } from './seats';
import { beginRoll, endTurn } from './turn';
import { LURK } from '../catalog/board';

const at = (state: MiremarshState, step: Step): MiremarshState => (state.step === step ? state : { ...state, step });

function creatureStep(state: MiremarshState): MiremarshState | null {
  if (state.turn.swirls <= 0) return null;
  if (isSolo(state)) return soloSwirl(state);
  const onBoard = state.creature !== LURK;
  const options = onBoard ? [...stepTargets(state), ...leapTargets(state)] : placeTargets(state);
  // Nowhere to go: the swirl is lost.
  if (options.length === 0) return { ...state, turn: { ...state.turn, swirls: state.turn.swirls - 1 } };
  return at(state, onBoard ? 'stepCreature' : 'placeCreature');
}

export function settle(state: MiremarshState): MiremarshState {
  let s = state;
  for (let guard = 0; guard < 500; guard++) {
    if (s.step === 'over') return s;
    s = checkEnd(s);
    if (s.step === 'over') return s;
    const t = s.turn;
    if (t.itemChoices > 0 && !t.died) {
      if (ITEM_TYPES.some((i) => s.supply.items[i] > 0)) return at(s, 'pickItem');
      s = { ...s, turn: { ...t, itemChoices: 0 } };
      continue;
    }
    if (t.sneakTo !== null) return at(s, 'sneak');
    if (t.attempt) return at(s, 'attempt');
    if (t.swirls > 0) {
      const next = creatureStep(s);
      if (next === null) continue;
      if (next.step === 'placeCreature' || next.step === 'stepCreature') return next;
      s = next;
      continue;
    }
    if (t.died || t.endNow) {
      s = endTurn(s);
      continue;
    }
    if (!t.started) {
      if (active(s).respawnAt !== null) return at(s, 'respawn');
      s = beginRoll(s);
      continue;
    }
    const seat = active(s);
    if (s.creature === seat.space && !t.mudShield) {
      s = startAttempt(s, { kind: 'creature' });
      continue;
    }
    if (seat.mustRetry || seat.progress < chainAt(s, seat.space).compulsory) {
      s = startAttempt(s, { kind: 'tile' });
      continue;
    }
    if (t.bribe) return at(s, t.bribe.asked.length > 0 ? 'bribeOffer' : 'bribeAnswer');
    return at(s, 'act');
  }
  throw new Error('Miremarsh: settle did not come to rest');
}
