/** Who the game waits for at each step: the active seat, or its left neighbour for the creature (R3). */
import type { SeatId } from '../../../kit/ids';
import type { MiremarshState } from '../state';
import { nextIn } from './seats';

export function awaiting(state: Pick<MiremarshState, 'step' | 'turn' | 'seats'>): SeatId[] {
  switch (state.step) {
    case 'over': return [];
    case 'placeCreature': case 'stepCreature': return [nextIn(state as MiremarshState, state.turn.seat)];
    case 'bribeOffer': return state.turn.bribe?.asked.slice(0, 1) ?? [];
    default: return [state.turn.seat];
  }
}
