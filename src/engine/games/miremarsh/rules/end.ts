/**
 * How the game ends (book, R20): the first quest completed wins; with two or more players, the last
 * one left in is merely "least useless" (no winner); solo needs two different quests (5 fish after
 * the first) before the goblins or the fish run out.
 */
import { seatId } from '../../../kit/ids';
import type { MiremarshState } from '../state';
import { updateSeat } from './gain';
import { isSolo, seatsIn } from './seats';

export const SOLO_QUESTS = 2;
export const SOLO_BONUS_FISH = 5;

export function completeQuest(state: MiremarshState, quest: string): MiremarshState {
  const index = state.turn.seat;
  const seat = state.seats[index];
  const tile = state.board[quest]?.tile ?? quest;
  if (!seat || seat.quests.includes(tile)) return state;
  let s = updateSeat(state, index, (x) => ({ ...x, quests: [...x.quests, tile] }));
  s = { ...s, events: [...s.events, { type: 'questCompleted', seat: seatId(index), quest: tile }] };
  const done = (s.seats[index]?.quests.length ?? 0) >= (isSolo(s) ? SOLO_QUESTS : 1);
  if (done) return finish(s, [seatId(index)], null);
  return updateSeat(s, index, (x) => ({ ...x, fish: x.fish + SOLO_BONUS_FISH }));
}

function finish(state: MiremarshState, winners: MiremarshState['winners'] & object, leastUseless: MiremarshState['turn']['seat'] | null): MiremarshState {
  return {
    ...state,
    step: 'over',
    winners,
    turn: { ...state.turn, attempt: null, swirls: 0, itemChoices: 0, sneakTo: null, bribe: null },
    events: [...state.events, { type: 'gameEnded', winners, leastUseless }],
  };
}

/** Ends the game when too few players are left; returns the state unchanged otherwise. */
export function checkEnd(state: MiremarshState): MiremarshState {
  if (state.step === 'over') return state;
  const left = seatsIn(state);
  if (isSolo(state)) return left.length === 0 ? finish(state, [], null) : state;
  if (left.length <= 1) return finish(state, [], left[0] ?? null);
  return state;
}
