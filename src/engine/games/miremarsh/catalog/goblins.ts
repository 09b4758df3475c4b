/** The fifteen goblins (rulings §3.1): dice on the card, starting gear, special rule id. */
import type { DieColour, ItemType, Pile } from './types';

export type GoblinRule =
  | 'skipper' | 'stilter' | 'poker' | 'fizzler' | 'tanker' | 'sneaker' | 'mixer' | 'skulker'
  | 'hoarder' | 'gulper' | 'gunner' | 'spooker' | 'catcher' | 'lugger' | 'hunter';

export interface GoblinDef {
  id: GoblinRule;
  name: string;
  dice: Readonly<Record<DieColour, number>>;
  items: readonly ItemType[];
  gold: number;
  cards: readonly Pile[];
  spaces: number;
}

const g = (id: GoblinRule, name: string, [G, Y, K, U]: readonly [number, number, number, number], start: string): GoblinDef => {
  const items = (['rope', 'dagger', 'map', 'amulet'] as const).filter((i) => start === i);
  const gold = /^(\d)g$/.exec(start);
  const cards: Pile[] = start === '1 spell' ? ['spell'] : start === '1 pet' ? ['pet'] : [];
  return { id, name, dice: { G, Y, K, U }, items, gold: gold ? Number(gold[1]) : 0, cards, spaces: id === 'lugger' ? 5 : 4 };
};

export const GOBLINS: readonly GoblinDef[] = [
  g('skipper', 'Skipper', [2, 2, 0, 0], 'map'),
  g('stilter', 'Stilter', [2, 1, 1, 0], 'rope'),
  g('poker', 'Poker', [2, 1, 1, 0], 'dagger'),
  g('fizzler', 'Fizzler', [1, 1, 1, 1], '1 spell'),
  g('tanker', 'Tanker', [3, 0, 1, 0], '2g'),
  g('sneaker', 'Sneaker', [1, 2, 1, 0], 'map'),
  g('mixer', 'Mixer', [2, 1, 1, 1], '-'),
  g('skulker', 'Skulker', [2, 1, 1, 0], 'rope'),
  g('hoarder', 'Hoarder', [2, 1, 1, 0], '3g'),
  g('gulper', 'Gulper', [3, 1, 0, 0], 'rope'),
  g('gunner', 'Gunner', [1, 1, 2, 0], 'dagger'),
  g('spooker', 'Spooker', [1, 2, 1, 0], 'amulet'),
  g('catcher', 'Catcher', [2, 1, 1, 0], '1 pet'),
  g('lugger', 'Lugger', [3, 0, 1, 0], 'rope'),
  g('hunter', 'Hunter', [2, 0, 2, 0], 'rope'),
];

export const GOBLIN_BY_ID = new Map(GOBLINS.map((d) => [d.id, d]));

export function goblinDef(id: string): GoblinDef {
  const d = GOBLIN_BY_ID.get(id as GoblinRule);
  if (!d) throw new Error(`Unknown goblin ${id}`);
  return d;
}

/** Goblin cards in the shared pile by player count (book). */
export const PILE_SIZE: Readonly<Record<number, number>> = { 1: 4, 2: 6, 3: 8, 4: 10, 5: 12 };
export const START_FISH = 9;
/** Pets, spells, knick-knacks a goblin may hold (book); Fizzler and Catcher keep a third of theirs. */
export const CARD_LIMIT = 2;
