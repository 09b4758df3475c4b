/**
 * Goblin Bribes (optional, book 1.12, R21): a player ending the turn with dice left and an optional
 * challenge next on the tile may be offered a fish by each opponent (offers hidden until all have
 * answered); taking them pays them all and forces the attempt. One window per challenge.
 */
import type { SeatId } from '../../../kit/ids';
import type { MiremarshState } from '../state';
import { startAttempt } from './attempt';
import { updateSeat } from './gain';
import { chainAt } from './location';
import { active, nextIn } from './seats';
import { endTurn } from './turn';

export function bribeWindow(state: MiremarshState): MiremarshState | null {
  if (!state.options.bribes || state.seats.length < 2 || state.turn.dice.length === 0) return null;
  const me = active(state);
  const chain = chainAt(state, me.space);
  if (me.progress >= chain.challenges.length || me.progress < chain.compulsory || state.turn.bribeUsed === me.progress) return null;
  const asked: SeatId[] = [];
  for (let s = nextIn(state, state.turn.seat); s !== state.turn.seat && !asked.includes(s); s = nextIn(state, s)) {
    if ((state.seats[s]?.fish ?? 0) >= 1) asked.push(s);
  }
  if (asked.length === 0) return null;
  return { ...state, turn: { ...state.turn, bribe: { asked, offered: [] }, bribeUsed: me.progress } };
}

export function offerBribe(state: MiremarshState, seat: SeatId, offer: boolean): MiremarshState {
  const b = state.turn.bribe;
  if (!b) return state;
  const bribe = { asked: b.asked.filter((s) => s !== seat), offered: offer ? [...b.offered, seat] : b.offered };
  const s: MiremarshState = { ...state, turn: { ...state.turn, bribe }, events: [...state.events, { type: 'bribeOffered', seat, offered: offer }] };
  if (bribe.asked.length > 0 || bribe.offered.length > 0) return s;
  return endTurn({ ...s, turn: { ...s.turn, bribe: null } });
}

export function answerBribe(state: MiremarshState, accept: boolean): MiremarshState {
  const b = state.turn.bribe;
  if (!b) return state;
  let s: MiremarshState = { ...state, turn: { ...state.turn, bribe: null }, events: [...state.events, { type: 'bribeAnswered', seat: state.turn.seat, accepted: accept }] };
  if (!accept) return endTurn(s);
  for (const from of b.offered) {
    s = updateSeat(s, from, (x) => ({ ...x, fish: x.fish - 1 }));
    s = updateSeat(s, s.turn.seat, (x) => ({ ...x, fish: x.fish + 1 }));
  }
  return startAttempt(s, { kind: 'tile' });
}
