/**
 * The card catalog as data. Counts per player-count mark, stats and printed VP.
 * House values (not printed in the book) live here too, so balance changes touch one file.
 */
import { cardId, type CardId } from '../ids';
import type { CardKind, CardType, FactionKind, Mark, MonsterKind, Penalty } from './kinds';

export interface CardDef {
  id: CardId;
  kind: CardKind;
  type: CardType;
  /** Printed VP; cards whose VP varies print 0 here and score through their rule. */
  vp: number;
  mark: Mark | null;
  /** Paladin attack value. */
  attack?: number;
  /** Monster resistance. */
  resistance?: number;
  /** Monster penalty symbols. */
  penalties?: Penalty[];
  /** Plague card: hero penalties (0..2). */
  plague?: number;
}

/** Copies per mark: [II, III, IV]. */
type Copies = readonly [number, number, number];

interface KindEntry { type: CardType; vp: number; copies: Copies }

/** Non-paladin faction cards. Paladins differ per copy and are listed below. */
export const KIND_TABLE: Record<Exclude<FactionKind, 'paladin'>, KindEntry> = {
  ruby: { type: 'treasure', vp: 1, copies: [3, 1, 1] },
  emerald: { type: 'treasure', vp: 2, copies: [2, 1, 1] },
  diamond: { type: 'treasure', vp: 0, copies: [1, 1, 1] },
  gold: { type: 'treasure', vp: 0, copies: [2, 1, 1] },
  cabin: { type: 'building', vp: 3, copies: [2, 1, 1] },
  castle: { type: 'building', vp: -2, copies: [1, 0, 1] },
  palace: { type: 'building', vp: 1, copies: [1, 1, 1] },
  barracks: { type: 'building', vp: 0, copies: [1, 1, 1] },
  temple: { type: 'building', vp: 2, copies: [1, 1, 1] },
  village: { type: 'building', vp: 0, copies: [2, 1, 1] },
  wall: { type: 'building', vp: 0, copies: [1, 0, 1] },
  archer: { type: 'hero', vp: 1, copies: [3, 2, 2] },
  mage: { type: 'hero', vp: 1, copies: [1, 1, 1] },
  squire: { type: 'hero', vp: 1, copies: [1, 1, 1] },
  rogue: { type: 'hero', vp: 2, copies: [1, 1, 1] },
  priestess: { type: 'hero', vp: 1, copies: [1, 1, 1] },
  peddler: { type: 'hero', vp: 1, copies: [1, 1, 0] },
  merchant: { type: 'hero', vp: 2, copies: [1, 0, 1] },
  miner: { type: 'hero', vp: 0, copies: [1, 0, 1] },
  builder: { type: 'hero', vp: 0, copies: [1, 1, 0] },
  necromancer: { type: 'hero', vp: 0, copies: [1, 0, 1] },
  king: { type: 'hero', vp: 0, copies: [1, 1, 0] },
  saboteur: { type: 'hero', vp: 1, copies: [1, 1, 0] },
  goblin: { type: 'monster', vp: 2, copies: [2, 1, 1] },
  wolf: { type: 'monster', vp: 2, copies: [1, 1, 1] },
  skeleton: { type: 'monster', vp: 3, copies: [1, 1, 1] },
  harpy: { type: 'monster', vp: 3, copies: [1, 0, 1] },
  troll: { type: 'monster', vp: 4, copies: [1, 1, 1] },
  griffin: { type: 'monster', vp: 5, copies: [1, 0, 1] },
  orc: { type: 'monster', vp: 6, copies: [1, 1, 1] },
  giant: { type: 'monster', vp: 7, copies: [0, 1, 0] },
  dragon: { type: 'monster', vp: 9, copies: [1, 0, 0] },
};

export const MONSTER_STATS: Record<MonsterKind, { resistance: number; penalties: Penalty[] }> = {
  goblin: { resistance: 3, penalties: ['treasure'] },
  wolf: { resistance: 4, penalties: ['hero'] },
  skeleton: { resistance: 5, penalties: ['hero', 'treasure'] },
  harpy: { resistance: 6, penalties: ['building', 'treasure'] },
  troll: { resistance: 7, penalties: ['building', 'building'] },
  griffin: { resistance: 8, penalties: ['building', 'building', 'building'] },
  orc: { resistance: 9, penalties: ['hero', 'hero'] },
  giant: { resistance: 11, penalties: ['hero', 'building', 'treasure'] },
  dragon: { resistance: 13, penalties: ['hero', 'hero', 'building', 'treasure'] },
};

/** The nine paladins: attack, VP, mark. */
export const PALADINS: readonly { attack: number; vp: number; mark: Mark }[] = [
  { attack: 2, vp: 2, mark: 'II' }, { attack: 3, vp: 1, mark: 'II' },
  { attack: 4, vp: 1, mark: 'II' }, { attack: 5, vp: 0, mark: 'II' },
  { attack: 3, vp: 1, mark: 'III' }, { attack: 4, vp: 1, mark: 'III' },
  { attack: 2, vp: 2, mark: 'IV' }, { attack: 3, vp: 1, mark: 'IV' },
  { attack: 5, vp: 0, mark: 'IV' },
];

/** A paladin's printed VP by attack (stronger paladins are worth less). */
export const PALADIN_VP_BY_ATTACK: Record<number, number> = { 2: 2, 3: 1, 4: 1, 5: 0 };

/** Plague cards by hero penalties: five 0s, nine 1s, five 2s. */
export const PLAGUE_PENALTIES: readonly number[] = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2];

export const LAST_ROUND_ID = cardId('last-round');
export const MAX_PLAYERS = 4;
export const MIN_PLAYERS = 2;
/** Cards drawn to be shuffled with the Last Round card, by player count. */
export const LAST_ROUND_POOL: Record<number, number> = { 2: 10, 3: 15, 4: 20 };

const MARKS: readonly Mark[] = ['II', 'III', 'IV'];

export function monsterDef(id: CardId, kind: MonsterKind, mark: Mark | null): CardDef {
  const stats = MONSTER_STATS[kind];
  return { id, kind, type: 'monster', vp: KIND_TABLE[kind].vp, mark, resistance: stats.resistance, penalties: [...stats.penalties] };
}

/** Every faction card of the full game (101), with stable ids like "archer-2". */
export function factionCatalog(): CardDef[] {
  const out: CardDef[] = [];
  for (const [kind, entry] of Object.entries(KIND_TABLE) as [Exclude<FactionKind, 'paladin'>, KindEntry][]) {
    let n = 0;
    entry.copies.forEach((count, markIndex) => {
      const mark = MARKS[markIndex] ?? 'IV';
      for (let i = 0; i < count; i++) {
        const id = cardId(`${kind}-${++n}`);
        out.push(entry.type === 'monster'
          ? monsterDef(id, kind as MonsterKind, mark)
          : { id, kind, type: entry.type, vp: entry.vp, mark });
      }
    });
  }
  PALADINS.forEach((p, i) => {
    out.push({ id: cardId(`paladin-${i + 1}`), kind: 'paladin', type: 'hero', vp: p.vp, mark: p.mark, attack: p.attack });
  });
  return out;
}

export function plagueCatalog(): CardDef[] {
  return PLAGUE_PENALTIES.map((plague, i) => ({ id: cardId(`plague-${i + 1}`), kind: 'plague', type: 'plague', vp: 0, mark: null, plague }));
}

export function kingdomDef(seat: number): CardDef {
  return { id: cardId(`kingdom-${seat + 1}`), kind: 'kingdom', type: 'kingdom', vp: 0, mark: null };
}

export const LAST_ROUND_DEF: CardDef = { id: LAST_ROUND_ID, kind: 'lastRound', type: 'lastRound', vp: 0, mark: null };
