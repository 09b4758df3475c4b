/**
 * Death (book, R16): cards go to the bottom of their piles (Fat Rat stays with the player), gold,
 * bones and items scatter one at a time over the death space and its neighbours, and the player
 * takes the next goblin of the shared pile with its printed gear; no goblin left (or no fish) = out.
 */
import { seatId } from '../../../kit/ids';
import { NEIGHBOURS } from '../catalog/board';
import { GOBLINS, goblinDef, type GoblinRule } from '../catalog/goblins';
import type { ItemType } from '../catalog/types';
import type { MiremarshState, SeatState } from '../state';
import { drawCard, takeFromSupply, updateSeat } from './gain';

type Token = { kind: 'item'; item: ItemType } | { kind: 'gold' } | { kind: 'bones' };

function scatter(state: MiremarshState, space: string, tokens: readonly Token[]): { state: MiremarshState; placed: { space: string; token: string }[] } {
  const spots = [space, ...(NEIGHBOURS[space] ?? [])];
  const board = { ...state.board };
  const placed: { space: string; token: string }[] = [];
  tokens.forEach((t, i) => {
    const at = spots[i % spots.length] ?? space;
    const here = board[at];
    if (!here) return;
    const drops = { ...here.drops, items: [...here.drops.items] };
    if (t.kind === 'item') drops.items.push(t.item);
    else if (t.kind === 'gold') drops.gold++;
    else drops.bones++;
    board[at] = { ...here, drops };
    placed.push({ space: at, token: t.kind === 'item' ? t.item : t.kind });
  });
  return { state: { ...state, board }, placed };
}

/** A fresh goblin card with its gear (gold and items from the supply, cards from the piles). */
export function equipGoblin(state: MiremarshState, index: number): MiremarshState {
  const seat = state.seats[index];
  if (!seat?.goblin) return state;
  const def = goblinDef(seat.goblin);
  const gold = Math.min(def.gold, state.supply.gold);
  let s = updateSeat({ ...state, supply: { ...state.supply, gold: state.supply.gold - gold } }, index, (x) => ({ ...x, gold: x.gold + gold }));
  for (const item of def.items) s = takeFromSupply(s, index, item);
  for (const pile of def.cards) s = drawCard(s, index, pile);
  return s;
}

/** Kills a seat's goblin where it stands. `replace` false: the player is out (no fish). */
export function killGoblin(state: MiremarshState, index: number, replace: boolean): MiremarshState {
  const seat = state.seats[index];
  if (!seat?.goblin) return state;
  const space = seat.space;
  const tokens: Token[] = [
    ...seat.items.map((item): Token => ({ kind: 'item', item })),
    ...Array.from({ length: seat.gold }, (): Token => ({ kind: 'gold' })),
    ...Array.from({ length: seat.bones }, (): Token => ({ kind: 'bones' })),
  ];
  const keptPets = seat.pets.filter((p) => p === 'fatRat');
  const piles = {
    pet: [...state.piles.pet, ...seat.pets.filter((p) => p !== 'fatRat')],
    spell: [...state.piles.spell, ...seat.spells],
    kk: [...state.piles.kk, ...seat.kks],
  };
  const { state: scattered, placed } = scatter({ ...state, piles }, space, tokens);
  const dead = seat.goblin;
  const [top, ...pile] = scattered.goblinPile;
  const next: GoblinRule | undefined = top === undefined ? undefined : GOBLINS.find((g) => g.id === top)?.id;
  const getsNew = replace && next !== undefined;
  const bare: SeatState = {
    ...seat, items: [], gold: 0, bones: 0, pets: keptPets, spells: [], kks: [], progress: 0, mustRetry: false,
    deaths: seat.deaths + 1, goblin: getsNew && next ? next : null, out: !getsNew, respawnAt: getsNew ? space : null,
  };
  let s: MiremarshState = {
    ...updateSeat(scattered, index, () => bare),
    goblinPile: getsNew ? pile : scattered.goblinPile,
    reveals: scattered.reveals + (getsNew ? 1 : 0),
    events: [...scattered.events, { type: 'goblinDied', seat: seatId(index), goblin: dead, space, scattered: placed }],
  };
  if (index === s.turn.seat) s = { ...s, turn: { ...s.turn, died: true, dice: [], attempt: null, extraStep: false, itemChoices: 0 } };
  if (getsNew) {
    s = { ...s, events: [...s.events, { type: 'newGoblin', seat: seatId(index), goblin: next ?? '' }] };
    s = equipGoblin(s, index);
  } else {
    s = { ...s, events: [...s.events, { type: 'playerOut', seat: seatId(index), why: replace ? 'goblins' : 'fish' }] };
  }
  return s;
}
