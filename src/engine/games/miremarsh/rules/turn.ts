/**
 * A turn's frame (book 1.3, R4, R17): it starts (respawn choice, take dice, roll), and it ends by
 * eating a fish (none after a death; none left = out) and passing to the next seat still in.
 */
import { seatId } from '../../../kit/ids';
import { WARREN } from '../catalog/board';
import type { MiremarshState, TurnState } from '../state';
import { diceCanMove, hasCardMove, rollHeld, takeDice } from './dice';
import { killGoblin } from './death';
import { enterSpace } from './enter';
import { updateSeat } from './gain';
import { active, nextIn } from './seats';
import { checkEnd } from './end';

export function freshTurn(seat: number): TurnState {
  return {
    seat: seatId(seat), started: false, dice: [], used: [], opening: false, attempt: null, extraStep: false,
    swirls: 0, swirlsTogether: false, mudShield: false, died: false, endNow: false, itemChoices: 0, sneakTo: null, bribe: null, bribeUsed: -1,
  };
}

/** Respawn choice (R4 step 1): the Warren, or one fish to return where the last goblin died. */
export function respawn(state: MiremarshState, atDeath: boolean): MiremarshState | null {
  const seat = active(state);
  const at = seat.respawnAt;
  if (at === null || (atDeath && seat.fish < 1)) return null;
  let s = updateSeat(state, state.turn.seat, (x) => ({ ...x, respawnAt: null, fish: x.fish - (atDeath ? 1 : 0) }));
  s = enterSpace(s, atDeath ? at : WARREN, 'respawn');
  return beginRoll(s);
}

/** Take the turn's dice and roll them all (R4 steps 2–3). */
export function beginRoll(state: MiremarshState): MiremarshState {
  const s: MiremarshState = { ...state, turn: { ...state.turn, started: true, dice: takeDice(state) } };
  const rolled = rollHeld(s, 'turn');
  return { ...rolled, turn: { ...rolled.turn, opening: true } };
}

/** The no-footprint re-roll (book): all dice, as often as the roll shows no F or W and no card moves. */
export function canOpeningReroll(state: MiremarshState): boolean {
  return state.turn.opening && !diceCanMove(state.turn.dice) && !hasCardMove(state) && state.turn.dice.length > 0;
}

export function openingReroll(state: MiremarshState): MiremarshState {
  const rolled = rollHeld(state, 'opening');
  return { ...rolled, turn: { ...rolled.turn, opening: true } };
}

/** Starts the seat's turn; a goblin that died last turn first chooses where to come back. */
export function startTurn(state: MiremarshState, seat: number): MiremarshState {
  const wraps = seat <= state.turn.seat;
  let s: MiremarshState = { ...state, round: state.round + (wraps ? 1 : 0), turn: freshTurn(seat) };
  const who = active(s);
  s = { ...s, events: [...s.events, { type: 'turnStarted', seat: seatId(seat), goblin: who.goblin ?? '' }] };
  if (who.respawnAt !== null && who.fish < 1) s = updateSeat(s, seat, (x) => ({ ...x, respawnAt: null }));
  if (who.respawnAt !== null && who.fish < 1) return beginRoll(enterSpace(s, WARREN, 'respawn'));
  return who.respawnAt !== null ? s : beginRoll(s);
}

/** Ends the active turn: eat (unless the goblin died), then the next seat still in the game. */
export function endTurn(state: MiremarshState): MiremarshState {
  let s = state;
  const index = s.turn.seat;
  if (!s.turn.died) {
    const seat = active(s);
    if (seat.fish <= 0) s = killGoblin(s, index, false);
    else {
      s = updateSeat(s, index, (x) => ({ ...x, fish: x.fish - 1 }));
      s = { ...s, events: [...s.events, { type: 'fishEaten', seat: seatId(index), left: seat.fish - 1 }] };
    }
  }
  s = checkEnd(s);
  if (s.step === 'over') return s;
  return startTurn(s, nextIn(s, s.turn.seat));
}
