/** Helpers for Miremarsh rule tests: a real game from the module, then precise edits of its state. */
import { seatId } from '../../../../src/engine/kit/ids';
import type { Face, DieColour } from '../../../../src/engine/games/miremarsh/catalog/types';
import { miremarshModule } from '../../../../src/engine/games/miremarsh/module';
import type { MiremarshMove } from '../../../../src/engine/games/miremarsh/moves';
import { settle } from '../../../../src/engine/games/miremarsh/rules/settle';
import type { Die, MiremarshState, SeatState } from '../../../../src/engine/games/miremarsh/state';

export const m = miremarshModule;

/** A move without its seat (the active seat's unless given). */
export type Unseated = MiremarshMove extends unknown ? (MiremarshMove extends infer X ? (X extends MiremarshMove ? Omit<X, 'seat'> & { seat?: number } : never) : never) : never;
export const S0 = seatId(0);
export const S1 = seatId(1);

export function newGame(players = 1, seed = 1, options: { creature?: 'grabby' | 'chief'; bribes?: boolean } = {}): MiremarshState {
  return m.create({ seed, players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), options }).state;
}

export function dice(...spec: string[]): Die[] {
  // "G:F" = a green die showing a footprint; "G" alone = taken, not rolled.
  return spec.map((s) => {
    const [colour, face] = s.split(':') as [DieColour, Face | undefined];
    return { colour, face: face ?? null, fromItem: false };
  });
}

/** The active seat in the act step with exactly these dice; its goblin is Catcher (no dice tricks) unless patched. */
export function actWith(state: MiremarshState, d: Die[], patch: Partial<SeatState> = {}): MiremarshState {
  const seat = state.turn.seat;
  return {
    ...state,
    step: 'act',
    creature: 'LURK',
    seats: state.seats.map((s, i) => (i === seat ? { ...s, respawnAt: null, goblin: 'catcher', ...patch } : s)),
    turn: { ...state.turn, started: true, dice: d, attempt: null, opening: false, swirls: 0, extraStep: false, used: [] },
  };
}

export function put(state: MiremarshState, space: string, tile: string | null, faceUp = true, monster: string | null = null): MiremarshState {
  const here = state.board[space];
  if (!here) throw new Error(space);
  return { ...state, board: { ...state.board, [space]: { ...here, tile, faceUp, monster } } };
}

export function play(state: MiremarshState, move: Unseated): MiremarshState {
  const full = { seat: state.turn.seat, ...move } as MiremarshMove;
  const r = m.apply(state, full);
  if (!r.ok) throw new Error(`${full.type} refused: ${r.refusal.message} (step ${state.step})`);
  return r.state;
}

export function refused(state: MiremarshState, move: Unseated): boolean {
  const full = { seat: state.turn.seat, ...move } as MiremarshMove;
  return !m.apply(state, full).ok;
}

export const me = (s: MiremarshState): SeatState => {
  const x = s.seats[s.turn.seat];
  if (!x) throw new Error('no seat');
  return x;
};

export { settle };
