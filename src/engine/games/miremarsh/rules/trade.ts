/**
 * Trading (book 1.6, R14): in your own turn, while safe on a trade space, pay the left side and take
 * the right, as often as you can pay. Paid gold, bones and items go back to the supply; a sold item
 * takes its unspent die with it.
 */
import { ITEM_DIE } from '../catalog/dice';
import type { ItemType } from '../catalog/types';
import type { MiremarshState } from '../state';
import { gainAll, takeFromSupply, updateSeat } from './gain';
import { tradesAt } from './location';
import { active } from './seats';

/** Whether the seat can pay trade `index` (giving `item` when it costs one). */
export function canTrade(state: MiremarshState, index: number, item: ItemType | null): boolean {
  const trade = tradesAt(state, active(state).space)[index];
  if (!trade) return false;
  const seat = active(state);
  const c = trade.cost;
  if (seat.gold < c.gold || seat.bones < c.bones || seat.fish < c.fish) return false;
  const wantsItemReward = trade.reward.some((r) => r.kind === 'item' && r.item === 'choice');
  if (c.item !== null) return item !== null && seat.items.includes(item) && (c.item === 'any' || c.item === item);
  if (wantsItemReward) return item !== null && state.supply.items[item] > 0;
  return item === null;
}

function loseItemDie(state: MiremarshState, item: ItemType): MiremarshState {
  const colour = ITEM_DIE[item];
  // Prefer an unrolled die, then a rolled one; a die already spent is gone anyway.
  const dice = state.turn.dice;
  let at = dice.findIndex((d) => d.fromItem && d.colour === colour && d.face === null);
  if (at < 0) at = dice.findIndex((d) => d.fromItem && d.colour === colour);
  return at < 0 ? state : { ...state, turn: { ...state.turn, dice: dice.filter((_, i) => i !== at) } };
}

export function doTrade(state: MiremarshState, index: number, item: ItemType | null): MiremarshState | null {
  if (!canTrade(state, index, item)) return null;
  const trade = tradesAt(state, active(state).space)[index];
  if (!trade) return null;
  const c = trade.cost;
  const seatIndex = state.turn.seat;
  let s = updateSeat(state, seatIndex, (x) => ({ ...x, gold: x.gold - c.gold, bones: x.bones - c.bones, fish: x.fish - c.fish }));
  const supply = { ...s.supply, gold: s.supply.gold + c.gold, bones: s.supply.bones + c.bones, items: { ...s.supply.items } };
  if (c.item !== null && item) {
    const at = s.seats[seatIndex]?.items.indexOf(item) ?? -1;
    s = updateSeat(s, seatIndex, (x) => ({ ...x, items: x.items.filter((_, i) => i !== at) }));
    supply.items[item]++;
    s = loseItemDie(s, item);
  }
  s = { ...s, supply, turn: { ...s.turn, extraStep: false, opening: false }, events: [...s.events, { type: 'traded', seat: s.turn.seat, index }] };
  const choice = trade.reward.some((r) => r.kind === 'item' && r.item === 'choice');
  s = gainAll(s, seatIndex, trade.reward.filter((r) => !(r.kind === 'item' && r.item === 'choice')));
  return choice && item ? takeFromSupply(s, seatIndex, item) : s;
}
