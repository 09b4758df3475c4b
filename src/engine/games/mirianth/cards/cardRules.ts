/**
 * Per-kind rules that are pure card properties: accommodation and VP.
 * Exhaustive on purpose: a new card kind does not compile until it is given both.
 * Abilities that act during play (Archer, Mage, Rogue, ...) live in rules/.
 */
import type { CardDef } from './catalog';
import type { CardKind } from './kinds';

/** What a card's VP may depend on at scoring time (its owner's faction). */
export interface ScoreContext {
  heroes: number;
  buildings: number;
  treasures: number;
  plagues: number;
  defeated: readonly CardDef[];
}

/** What a variable-VP card counts in its owner's faction; `defeatedKinds` = distinct kinds defeated. */
export type ScoreBasis = 'heroes' | 'buildings' | 'treasures' | 'plagues' | 'defeated' | 'defeatedKinds';

/** A variable VP as data (`times` × a count), so bots and card faces read the same rule as scoring. */
export interface VariablePoints {
  basis: ScoreBasis;
  times: number;
}

export interface CardRules {
  accommodation: number;
  /** Set when the VP is not the printed one but counts something at scoring time. */
  variable?: VariablePoints;
  points: (card: CardDef, ctx: ScoreContext) => number;
}

export function basisCount(basis: ScoreBasis, ctx: ScoreContext): number {
  switch (basis) {
    case 'defeated': return ctx.defeated.length;
    case 'defeatedKinds': return new Set(ctx.defeated.map((d) => d.kind)).size;
    default: return ctx[basis];
  }
}

const printed = (card: CardDef): number => card.vp;
const plain: CardRules = { accommodation: 0, points: printed };
const lodging = (accommodation: number): CardRules => ({ accommodation, points: printed });
const variable = (basis: ScoreBasis, times = 1): CardRules => ({
  accommodation: 0,
  variable: { basis, times },
  points: (_c, ctx) => times * basisCount(basis, ctx),
});
const none: CardRules = { accommodation: 0, points: () => 0 };

export const CARD_RULES: Record<CardKind, CardRules> = {
  ruby: plain,
  emerald: plain,
  diamond: variable('defeated'),
  gold: variable('defeatedKinds'),
  cabin: lodging(1),
  castle: lodging(4),
  palace: lodging(3),
  barracks: lodging(3),
  temple: lodging(2),
  village: lodging(2),
  wall: plain,
  archer: plain,
  paladin: plain,
  mage: plain,
  squire: plain,
  rogue: plain,
  priestess: plain,
  peddler: plain,
  merchant: plain,
  miner: variable('treasures', 2),
  builder: variable('buildings'),
  necromancer: variable('plagues'),
  king: variable('heroes'),
  saboteur: plain, // its -2 to neighbours is scored in rules/scoring.ts
  goblin: plain,
  wolf: plain,
  skeleton: plain,
  harpy: plain,
  troll: plain,
  griffin: plain,
  orc: plain,
  giant: plain,
  dragon: plain,
  plague: none,
  lastRound: none,
  kingdom: none,
};

/** True when a kind's VP counts something at scoring time (faces print a star for it). */
export function hasVariablePoints(kind: CardKind): boolean {
  return CARD_RULES[kind].variable !== undefined;
}
