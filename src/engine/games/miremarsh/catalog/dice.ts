/** The four dice of Miremarsh (book), one face per side, and the pool's size per colour. */
import type { DieColour, Face, ItemType } from './types';

export const DIE_FACES: Readonly<Record<DieColour, readonly Face[]>> = {
  G: ['-', 'F', 'F', 'S', 'S', 'FS'],
  Y: ['-', 'F', 'F', 'E', 'E', 'FE'],
  K: ['X', 'F', 'S', 'S', 'S', 'S'],
  U: ['X', 'X', '-', 'W', 'W', 'W'],
};

/** Dice in the box: no seat ever holds more of a colour than this (R4). */
export const DICE_IN_BOX: Readonly<Record<DieColour, number>> = { G: 8, Y: 5, K: 5, U: 5 };

export const COLOURS: readonly DieColour[] = ['G', 'Y', 'K', 'U'];

/** The die each item adds (book). */
export const ITEM_DIE: Readonly<Record<ItemType, DieColour>> = { rope: 'G', dagger: 'K', map: 'Y', amulet: 'U' };
export const ITEM_TYPES: readonly ItemType[] = ['rope', 'dagger', 'map', 'amulet'];
