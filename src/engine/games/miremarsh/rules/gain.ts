/** Rewards and pick-ups: tokens come from the capped supply (R11), items need room (R12), cards obey limits (R13). */
import { seatId } from '../../../kit/ids';
import { PET_BY_ID } from '../catalog/cards';
import { ITEM_DIE } from '../catalog/dice';
import { CARD_LIMIT, goblinDef } from '../catalog/goblins';
import type { ItemType, Pile, Reward } from '../catalog/types';
import type { MiremarshEvent, MiremarshState, SeatState } from '../state';
import { addDie } from './dice';

export function capacity(seat: SeatState): number {
  if (!seat.goblin) return 0;
  return goblinDef(seat.goblin).spaces + seat.pets.reduce((n, p) => n + (PET_BY_ID.get(p)?.carry ?? 0), 0);
}

export function cardLimit(seat: SeatState, pile: Pile): number {
  if (pile === 'spell' && seat.goblin === 'fizzler') return 3;
  if (pile === 'pet' && seat.goblin === 'catcher') return 3;
  return CARD_LIMIT;
}

export function updateSeat(state: MiremarshState, index: number, f: (s: SeatState) => SeatState): MiremarshState {
  return { ...state, seats: state.seats.map((s, i) => (i === index ? f(s) : s)) };
}

const push = (state: MiremarshState, ...events: MiremarshEvent[]): MiremarshState => ({ ...state, events: [...state.events, ...events] });

/** An item reaches a goblin: carried if there is room (its die joins unrolled if it is the active seat), else left on its space. */
export function giveItem(state: MiremarshState, index: number, item: ItemType): MiremarshState {
  const seat = state.seats[index];
  if (!seat) return state;
  if (seat.items.length >= capacity(seat)) {
    const space = state.board[seat.space];
    if (!space) return state;
    return { ...state, board: { ...state.board, [seat.space]: { ...space, drops: { ...space.drops, items: [...space.drops.items, item] } } } };
  }
  let s = updateSeat(state, index, (x) => ({ ...x, items: [...x.items, item] }));
  if (index === s.turn.seat && s.step !== 'over' && !s.turn.died) s = { ...s, turn: { ...s.turn, dice: addDie(s.turn.dice, ITEM_DIE[item], true) } };
  return s;
}

/** Draws the top card of a pile; over the limit the new card goes to the bottom (the engine keeps what is held). */
export function drawCard(state: MiremarshState, index: number, pile: Pile): MiremarshState {
  const [card, ...rest] = state.piles[pile];
  const seat = state.seats[index];
  if (card === undefined || !seat) return state;
  const held = pile === 'pet' ? seat.pets : pile === 'spell' ? seat.spells : seat.kks;
  const kept = held.length < cardLimit(seat, pile);
  const piles = { ...state.piles, [pile]: kept ? rest : [...rest, card] };
  let s: MiremarshState = { ...state, piles, reveals: state.reveals + 1 };
  if (kept) {
    s = updateSeat(s, index, (x) => (pile === 'pet' ? { ...x, pets: [...x.pets, card] } : pile === 'spell' ? { ...x, spells: [...x.spells, card] } : { ...x, kks: [...x.kks, card] }));
  }
  return push(s, { type: 'cardGained', seat: seatId(index), pile, card, kept });
}

export function gainReward(state: MiremarshState, index: number, reward: Reward): MiremarshState {
  const seat = state.seats[index];
  if (!seat) return state;
  switch (reward.kind) {
    case 'gold': {
      const want = reward.n + (seat.goblin === 'hoarder' ? 1 : 0);
      const n = Math.min(want, state.supply.gold);
      return updateSeat({ ...state, supply: { ...state.supply, gold: state.supply.gold - n } }, index, (x) => ({ ...x, gold: x.gold + n }));
    }
    case 'bones': {
      const n = Math.min(reward.n, state.supply.bones);
      return updateSeat({ ...state, supply: { ...state.supply, bones: state.supply.bones - n } }, index, (x) => ({ ...x, bones: x.bones + n }));
    }
    case 'fish':
      return updateSeat(state, index, (x) => ({ ...x, fish: x.fish + reward.n }));
    case 'item': {
      if (reward.item === 'choice') return { ...state, turn: { ...state.turn, itemChoices: state.turn.itemChoices + 1 } };
      return takeFromSupply(state, index, reward.item);
    }
    case 'draw':
      return drawCard(state, index, reward.pile);
    case 'win':
      return state;
  }
}

export function takeFromSupply(state: MiremarshState, index: number, item: ItemType): MiremarshState {
  if (state.supply.items[item] <= 0) return state;
  const s = { ...state, supply: { ...state.supply, items: { ...state.supply.items, [item]: state.supply.items[item] - 1 } } };
  return giveItem(s, index, item);
}

export function gainAll(state: MiremarshState, index: number, rewards: readonly Reward[]): MiremarshState {
  let s = state;
  for (const r of rewards) s = gainReward(s, index, r);
  if (rewards.length > 0) s = push(s, { type: 'rewarded', seat: s.turn.seat, what: rewards.map(describe).join('+') });
  return s;
}

export function describe(r: Reward): string {
  switch (r.kind) {
    case 'gold': return `${r.n}g`;
    case 'bones': return `${r.n}b`;
    case 'fish': return `${r.n}fish`;
    case 'item': return r.item === 'choice' ? 'item?' : r.item;
    case 'draw': return r.pile;
    case 'win': return 'win';
  }
}
