/**
 * Entering a space (a move, a secret path, a respawn): a face-down tile flips, a lair draws the top
 * monster of its level (R10), dropped tokens are picked up (R15), and the visit starts at the first
 * challenge (R8). Challenges that follow (the creature first, R6) are asked for by `settle`.
 */
import { LEVEL_OF } from '../catalog/board';
import { tileDef } from '../catalog/tiles';
import type { MiremarshEvent, MiremarshState } from '../state';
import { giveItem, updateSeat } from './gain';
import { chainAt } from './location';

export type Via = 'step' | 'path' | 'run' | 'respawn' | 'feather';

function flip(state: MiremarshState, space: string): MiremarshState {
  const here = state.board[space];
  if (!here || here.faceUp || !here.tile) return state;
  const def = tileDef(here.tile);
  const events: MiremarshEvent[] = [{ type: 'tileFlipped', space, tile: here.tile }];
  let monster: string | null = null;
  let monsters = state.monsters;
  const level = LEVEL_OF[space];
  if (def.lair && (level === 1 || level === 2 || level === 3)) {
    const [top, ...rest] = state.monsters[level];
    monster = top ?? null;
    monsters = { ...monsters, [level]: rest };
    events.push({ type: 'monsterArrived', space, monster });
  }
  return {
    ...state,
    monsters,
    reveals: state.reveals + 1,
    board: { ...state.board, [space]: { ...here, faceUp: true, monster } },
    events: [...state.events, ...events],
  };
}

function pickUp(state: MiremarshState, index: number, space: string): MiremarshState {
  const here = state.board[space];
  if (!here) return state;
  const { gold, bones, items } = here.drops;
  if (gold === 0 && bones === 0 && items.length === 0) return state;
  let s = updateSeat(state, index, (x) => ({ ...x, gold: x.gold + gold, bones: x.bones + bones }));
  s = { ...s, board: { ...s.board, [space]: { ...here, drops: { gold: 0, bones: 0, items: [] } } } };
  // Items with no room go straight back onto the space (giveItem leaves them there).
  for (const item of items) s = giveItem(s, index, item);
  return { ...s, events: [...s.events, { type: 'pickedUp', seat: s.turn.seat, space, gold, bones, items }] };
}

export function enterSpace(state: MiremarshState, to: string, via: Via): MiremarshState {
  const index = state.turn.seat;
  const from = state.seats[index]?.space ?? to;
  let s = updateSeat(state, index, (x) => ({ ...x, space: to, progress: 0, mustRetry: false }));
  s = { ...s, events: [...s.events, { type: 'moved', seat: s.turn.seat, from, to, via }] };
  s = flip(s, to);
  s = pickUp(s, index, to);
  const unsafe = chainAt(s, to).compulsory > 0 || s.creature === to;
  return unsafe ? { ...s, turn: { ...s.turn, extraStep: false } } : s;
}

