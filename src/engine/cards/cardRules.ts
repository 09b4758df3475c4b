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

export interface CardRules {
  accommodation: number;
  points: (card: CardDef, ctx: ScoreContext) => number;
}

const printed = (card: CardDef): number => card.vp;
const plain: CardRules = { accommodation: 0, points: printed };
const lodging = (accommodation: number): CardRules => ({ accommodation, points: printed });
const variable = (points: (ctx: ScoreContext) => number): CardRules => ({ accommodation: 0, points: (_c, ctx) => points(ctx) });
const none: CardRules = { accommodation: 0, points: () => 0 };

export const CARD_RULES: Record<CardKind, CardRules> = {
  ruby: plain,
  emerald: plain,
  diamond: variable((ctx) => ctx.defeated.length),
  gold: variable((ctx) => new Set(ctx.defeated.map((d) => d.kind)).size),
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
  miner: variable((ctx) => 2 * ctx.treasures),
  builder: variable((ctx) => ctx.buildings),
  necromancer: variable((ctx) => ctx.plagues),
  king: variable((ctx) => ctx.heroes),
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
