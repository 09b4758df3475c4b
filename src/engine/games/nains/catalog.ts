/**
 * Nains card and coin data, in one file so the numbers can be rebalanced in one place (see
 * docs/rules.md, Nains). Dwarf rows are written compactly: `points` then icons, `-` for no points,
 * `x2` for a two-rank card; parsed once at load into plain records.
 */
import { ORDERS, type CardId, type Icon, type Order } from './types';

export interface DwarfCard {
  kind: 'dwarf';
  id: CardId;
  era: 1 | 2;
  order: Order;
  points: number | null;
  ranks: number;
  icons: readonly Icon[];
  /** Used only with 5 Lords. */
  five: boolean;
}

export type FighterRank = 'colored' | 'white' | 'black' | 'ally' | 'mercenary';
export type FighterEffect = 'svara' | 'upgrade2' | 'upgrade3' | 'unmark1' | null;

export interface StandCard {
  kind: 'stand';
  id: CardId;
  name: string;
  rank: FighterRank;
  /** Colored Fighters only: the column they go to. */
  order: Order | null;
  ranks: number;
  points: number;
  icons: readonly Icon[];
  effect: FighterEffect;
}

const LETTER: Record<Order, string> = { retaliation: 'R', wanderers: 'W', temple: 'T', shield: 'S', forge: 'F' };

/** Per Order: [Era 1 base, Era 1 five-Lord, Era 2 base, Era 2 five-Lord]. */
const DWARF_ROWS: Record<Order, readonly [string, string, string, string]> = {
  retaliation: ['1H 1 2M 2 2 3rE 3', '1 2', '2H 2 3 3rS 3 4M 4', '2 3'],
  wanderers: ['3M 4 5 5M 6 7M 7 8M', '4 6M', '7M 8 9 9M 10 11M 11 13', '10 12M'],
  temple: ['0H 1H 1 1 2H 2 2', '1H 1', '1H 1 2H 2 2 2H 3', '1H 2'],
  shield: ['- - - -H -M -rS -rF', '- -rR', '- - -x2 -H -M -rT -rC', '- -rE'],
  forge: ['2rE 2rS 3rF 3rT 4rR 4rC 5', '3rE', '3rE 3rS 4rF 4rT 5rR 5rC 6 6', '4rS'],
};

function parseDwarf(token: string): { points: number | null; ranks: number; icons: Icon[] } {
  const m = /^(-|\d+)(x2)?(.*)$/.exec(token);
  if (!m) throw new Error(`Bad dwarf token ${token}`);
  const icons = (m[3] ?? '').match(/M|H|r[ESFTRC]/g) ?? [];
  return { points: m[1] === '-' ? null : Number(m[1]), ranks: m[2] ? 2 : 1, icons: icons as Icon[] };
}

function buildDwarves(): DwarfCard[] {
  const out: DwarfCard[] = [];
  for (const order of ORDERS) {
    const rows = DWARF_ROWS[order];
    for (const era of [1, 2] as const) {
      const tokens = [...(rows[(era - 1) * 2] ?? '').split(' ').map((t) => ({ t, five: false })), ...(rows[(era - 1) * 2 + 1] ?? '').split(' ').map((t) => ({ t, five: true }))];
      tokens.forEach(({ t, five }, i) => out.push({ kind: 'dwarf', id: `E${era}${LETTER[order]}${i + 1}`, era, order, five, ...parseDwarf(t) }));
    }
  }
  return out;
}

const stand = (id: string, name: string, rank: FighterRank, order: Order | null, ranks: number, points: number, icons: Icon[], effect: FighterEffect = null): StandCard =>
  ({ kind: 'stand', id, name, rank, order, ranks, points, icons, effect });

/** The stands: colored, white and black Fighters, the Ally and the Mercenaries. */
export const STAND_CARDS: readonly StandCard[] = [
  stand('C1', 'Ararun', 'colored', 'temple', 2, 2, ['H']),
  stand('C2', 'Fey', 'colored', 'temple', 1, 5, []),
  stand('C3', 'Svara', 'colored', 'shield', 1, 0, [], 'svara'),
  stand('C4', 'Dorn Gatewarden', 'colored', 'shield', 2, 0, ['rS']),
  stand('C5', 'Brakka Grudgehammer', 'colored', 'retaliation', 1, 3, [], 'upgrade2'),
  stand('C6', 'Ulfa Red-Oath', 'colored', 'retaliation', 2, 2, ['M']),
  stand('C7', 'Nimm Far-Walker', 'colored', 'wanderers', 1, 14, ['M']),
  stand('C8', 'Sabba Smokeseller', 'colored', 'wanderers', 1, 0, ['M', 'M'], 'unmark1'),
  stand('C9', 'Hilde Emberhand', 'colored', 'forge', 1, 5, ['rC']),
  stand('C10', 'Gaut the Smelter', 'colored', 'forge', 2, 3, ['rR']),
  stand('W1', 'Old Mor, Brewmaster', 'white', null, 0, 0, ['M', 'M']),
  stand('W2', 'Isk the Veiled', 'white', null, 0, 0, ['H', 'H']),
  stand('W3', 'Torvin Runecarver', 'white', null, 0, 3, ['rT', 'rR']),
  stand('W4', 'Hadra Coin-Biter', 'white', null, 0, 6, [], 'upgrade3'),
  stand('W5', 'Quartermaster Bel', 'white', null, 0, 0, []),
  stand('B1', 'Grom the Wall', 'black', null, 1, 9, []),
  stand('B2', 'Ysel Twin-Axe', 'black', null, 2, 5, []),
  stand('B3', 'Kethra Hollowhand', 'black', null, 1, 4, ['H']),
  stand('A1', 'Brann Oathbound', 'ally', null, 1, 0, []),
  stand('M1', 'Kolt', 'mercenary', null, 0, 0, []),
  stand('M2', 'Vask', 'mercenary', null, 0, 0, []),
  stand('M3', 'Rurik', 'mercenary', null, 0, 0, []),
  stand('M4', 'Menna', 'mercenary', null, 0, 0, []),
];

export interface EliteCard { id: CardId; order: Order; name: string; points: number; icons: readonly Icon[] }
export const ELITES: readonly EliteCard[] = [
  { id: 'X-retaliation', order: 'retaliation', name: 'Tollmaster Vrek', points: 0, icons: [] },
  { id: 'X-wanderers', order: 'wanderers', name: 'Waymother Ilsa', points: 0, icons: ['M', 'M'] },
  { id: 'X-temple', order: 'temple', name: 'Abbess Oda', points: 0, icons: ['H'] },
  { id: 'X-shield', order: 'shield', name: 'Gate-Warden Bruni', points: 0, icons: [] },
  { id: 'X-forge', order: 'forge', name: 'Runesmith Hald', points: 3, icons: ['wild'] },
];
export const LIQUOR: CardId = 'LQ';

export const DWARVES: readonly DwarfCard[] = buildDwarves();
const DWARF_BY_ID = new Map(DWARVES.map((d) => [d.id, d]));
const STAND_BY_ID = new Map(STAND_CARDS.map((c) => [c.id, c]));
const ELITE_BY_ID = new Map(ELITES.map((c) => [c.id, c]));

export const dwarf = (id: CardId): DwarfCard | undefined => DWARF_BY_ID.get(id);
export const standCard = (id: CardId): StandCard | undefined => STAND_BY_ID.get(id);
export const elite = (id: CardId): EliteCard | undefined => ELITE_BY_ID.get(id);
export const isKnownCard = (id: string): boolean => DWARF_BY_ID.has(id) || STAND_BY_ID.has(id) || ELITE_BY_ID.has(id) || id === LIQUOR;

/** Printed points of any card (null = no value), icons, and ranks it brings to a column. */
export function cardPoints(id: CardId): number | null {
  return dwarf(id)?.points ?? standCard(id)?.points ?? elite(id)?.points ?? null;
}
export function cardIcons(id: CardId): readonly Icon[] {
  return dwarf(id)?.icons ?? standCard(id)?.icons ?? elite(id)?.icons ?? [];
}
export function cardRanks(id: CardId): number {
  return dwarf(id)?.ranks ?? standCard(id)?.ranks ?? 0;
}
export const isBlack = (id: CardId): boolean => standCard(id)?.rank === 'black';

/** The Era deck for a Lord count: five-Lord cards only with 5 Lords. */
export function eraDeck(era: 1 | 2, lords: number): CardId[] {
  return DWARVES.filter((d) => d.era === era && (!d.five || lords === 5)).map((d) => d.id);
}

/** Royal Treasury: how many gold coins of each value (index = value). */
export const TREASURY: readonly number[] = (() => {
  const t = Array.from({ length: 23 }, () => 0);
  const counts: Record<number, number> = { 4: 2, 5: 3, 6: 3, 7: 3, 8: 3, 9: 2, 10: 2, 11: 2, 12: 2 };
  for (let v = 4; v <= 22; v++) t[v] = counts[v] ?? 1;
  return t;
})();
export const BRONZE_VALUES: readonly number[] = [0, 2, 3, 4, 6];
export const TRADE_VALUE = 3;

/** Gems in play by Lord count. */
export const GEMS: Record<number, readonly number[]> = { 2: [4, 5], 3: [3, 4, 5], 4: [2, 3, 4, 5], 5: [1, 2, 3, 4, 5] };

/** Shield table up to 15 ranks; +12 per rank beyond. */
const SHIELD = [0, 5, 11, 17, 24, 31, 39, 47, 56, 65, 75, 85, 96, 107, 119, 131];
export function shieldValue(ranks: number): number {
  if (ranks <= 15) return SHIELD[Math.max(0, ranks)] ?? 0;
  return 131 + 12 * (ranks - 15);
}

export const MERCENARY_BAND: readonly number[] = [0, 7, 18, 32, 50];

/** Turns per Era and cards per tavern by Lord count. */
export const turnsPerEra = (lords: number): number => (lords <= 3 ? 4 : 3);
export const cardsPerTavern = (lords: number): number => (lords === 2 ? 3 : lords);
