/**
 * Knick-knacks played as actions (rulings §3.8), once each, then to the bottom of their pile; and the
 * `item?` choice a reward leaves to its receiver.
 */
import { distancesFrom, LURK, NEIGHBOURS, WARREN } from '../catalog/board';
import type { ItemType } from '../catalog/types';
import type { MiremarshState } from '../state';
import { addDie, rollHeld } from './dice';
import { enterSpace } from './enter';
import { gainAll, takeFromSupply, updateSeat } from './gain';
import { stepTargets, moveCreature } from './creature';
import { active } from './seats';

export const ACTION_CARDS = ['eel', 'feather', 'weightedDice', 'lure', 'goldTooth', 'junk', 'mapScrap', 'firefly'] as const;
export type ActionCard = (typeof ACTION_CARDS)[number];

/** Spaces the Tentacle Lure may send the creature to: one or two of its own steps. */
export function lureTargets(state: MiremarshState): string[] {
  if (state.creature === LURK) return [];
  const one = stepTargets(state);
  const two = new Set(one);
  for (const a of one) for (const b of NEIGHBOURS[a] ?? []) if (b !== WARREN) two.add(b);
  two.delete(state.creature);
  return [...two];
}

export function mapScrapTargets(state: MiremarshState): string[] {
  return Object.values(state.board).filter((b) => !b.faceUp).map((b) => b.id);
}

/** Targets a card needs (none → [null]). */
export function cardTargets(state: MiremarshState, card: ActionCard): (string | null)[] {
  if (card === 'lure') return lureTargets(state);
  if (card === 'mapScrap') return mapScrapTargets(state);
  if (card === 'weightedDice') return state.turn.dice.some((d) => d.face === '-') ? [null] : [];
  if (card === 'junk') return Object.values(state.supply.items).some((n) => n > 0) ? [null] : [];
  return [null];
}

export function useCard(state: MiremarshState, card: ActionCard, target: string | null): MiremarshState | null {
  const seat = active(state);
  if (!seat.kks.includes(card) || !cardTargets(state, card).includes(target)) return null;
  const index = state.turn.seat;
  let s = updateSeat(state, index, (x) => ({ ...x, kks: x.kks.filter((k) => k !== card) }));
  s = { ...s, piles: { ...s.piles, kk: [...s.piles.kk, card] }, turn: { ...s.turn, opening: false }, events: [...s.events, { type: 'cardUsed', seat: s.turn.seat, card }] };
  switch (card) {
    case 'eel': return updateSeat(s, index, (x) => ({ ...x, fish: x.fish + 2 }));
    case 'goldTooth': return gainAll(s, index, [{ kind: 'gold', n: 2 }]);
    case 'junk': return { ...s, turn: { ...s.turn, itemChoices: s.turn.itemChoices + 1 } };
    case 'firefly': return { ...s, turn: { ...s.turn, dice: addDie(s.turn.dice, 'K', false) } };
    // The engine re-rolls the blanks: the only dice nobody would keep.
    case 'weightedDice': return rollHeld(s, 'reroll', (d) => d.face === '-');
    case 'feather': return enterSpace({ ...s, turn: { ...s.turn, attempt: null } }, WARREN, 'feather');
    case 'lure': {
      const to = target ?? s.creature;
      const dist = distancesFrom(s.creature)[to] ?? 1;
      return moveCreature({ ...s, turn: { ...s.turn, swirls: s.turn.swirls + dist } }, to, s.turn.seat, dist);
    }
    case 'mapScrap': {
      const tile = target ? s.board[target]?.tile : null;
      if (!target || !tile) return null;
      const result = [{ kind: 'tile' as const, space: target, tile }];
      return {
        ...s,
        reveals: s.reveals + 1,
        peeks: s.peeks.map((p, i) => (i === index ? [...p, ...result] : p)),
        events: [...s.events, { type: 'spied', seat: s.turn.seat, target, what: 'tile', result }],
      };
    }
  }
}

export function pickItem(state: MiremarshState, item: ItemType): MiremarshState | null {
  if (state.turn.itemChoices <= 0 || state.supply.items[item] <= 0) return null;
  const s = { ...state, turn: { ...state.turn, itemChoices: state.turn.itemChoices - 1 } };
  return takeFromSupply(s, s.turn.seat, item);
}
