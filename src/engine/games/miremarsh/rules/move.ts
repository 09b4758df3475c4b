/**
 * Moving (book 1.4): while safe, one footprint per step to an adjacent space; a double footprint
 * (a card's FF, Skipper's first step) gives a second step only if the first ends safe. Sneaker peeks
 * at a face-down tile first and may stay (the footprint is spent either way).
 */
import { NEIGHBOURS } from '../catalog/board';
import { tileDef } from '../catalog/tiles';
import type { MiremarshState } from '../state';
import { enterSpace } from './enter';
import { giftCount, type Pay } from './pay';
import { active } from './seats';
import { spend } from './spend';

export function canStep(state: MiremarshState, to: string): boolean {
  return (NEIGHBOURS[active(state).space] ?? []).includes(to);
}

export function doMove(state: MiremarshState, to: string, pay: readonly Pay[]): MiremarshState | null {
  const seat = active(state);
  if (!canStep(state, to)) return null;
  let s: MiremarshState;
  let double = false;
  if (pay.length === 0) {
    if (!state.turn.extraStep) return null;
    s = { ...state, turn: { ...state.turn, extraStep: false } };
  } else {
    const [p] = pay;
    if (pay.length !== 1 || !p || giftCount(state, seat, p, 'F') < 1) return null;
    const skipper = seat.goblin === 'skipper' && !state.turn.used.includes('skipper');
    double = giftCount(state, seat, p, 'F') >= 2 || skipper;
    s = spend(state, pay, skipper ? ['skipper'] : []);
    s = { ...s, turn: { ...s.turn, extraStep: false } };
  }
  const here = s.board[to];
  if (seat.goblin === 'sneaker' && here && !here.faceUp && here.tile) {
    s = { ...s, peeks: s.peeks.map((p, i) => (i === s.turn.seat ? [...p, { kind: 'tile', space: to, tile: here.tile ?? '' }] : p)), reveals: s.reveals + 1 };
    s = { ...s, turn: { ...s.turn, sneakTo: to, extraStep: double }, events: [...s.events, { type: 'spied', seat: s.turn.seat, target: to, what: 'tile', result: [{ kind: 'tile', space: to, tile: here.tile }] }] };
    return s;
  }
  s = enterSpace({ ...s, turn: { ...s.turn, extraStep: double } }, to, 'step');
  return s;
}

/** Sneaker's answer after his peek: go in, or stay where he is. */
export function doSneak(state: MiremarshState, enter: boolean): MiremarshState | null {
  const to = state.turn.sneakTo;
  if (to === null) return null;
  const s = { ...state, turn: { ...state.turn, sneakTo: null } };
  return enter ? enterSpace(s, to, 'step') : { ...s, turn: { ...s.turn, extraStep: false } };
}

export function tileName(id: string): string {
  return tileDef(id).name;
}
