/**
 * A seat's view (R22): the state with everything that seat may not know masked — face-down tiles,
 * pile and stack orders, unused tiles, the generator, other seats' peeks and unanswered bribes.
 * It keeps the state's shape, so the rules' legal-move list runs on it unchanged.
 */
import type { SeatId } from '../../kit/ids';
import type { MiremarshState } from './state';

export type MiremarshView = MiremarshState & { you: SeatId | null };

const HIDDEN = '?';
const mask = (list: readonly string[]): string[] => list.map(() => HIDDEN);

export function miremarshView(state: MiremarshState, seat: SeatId | null): MiremarshView {
  const board: MiremarshState['board'] = {};
  for (const [id, space] of Object.entries(state.board)) board[id] = space.faceUp ? space : { ...space, tile: null };
  const bribe = state.turn.bribe;
  const openOffers = bribe && bribe.asked.length === 0;
  return {
    ...state,
    rng: [],
    board,
    goblinPile: mask(state.goblinPile),
    piles: { pet: mask(state.piles.pet), spell: mask(state.piles.spell), kk: mask(state.piles.kk) },
    monsters: { 1: mask(state.monsters[1]), 2: mask(state.monsters[2]), 3: mask(state.monsters[3]) },
    unused: { 1: [], 2: [], 3: [], 4: [] },
    peeks: state.peeks.map((p, i) => (i === seat ? p : [])),
    turn: bribe && !openOffers ? { ...state.turn, bribe: { ...bribe, offered: bribe.offered.filter((s) => s === seat) } } : state.turn,
    events: [],
    you: seat,
  };
}
