/** Card vocabulary: string literals only, since they end up in saves and on the wire. */

export const FACTION_TYPES = ['treasure', 'building', 'hero', 'monster'] as const;
export type FactionType = (typeof FACTION_TYPES)[number];
export type CardType = FactionType | 'plague' | 'lastRound' | 'kingdom';

export const PENALTIES = ['hero', 'building', 'treasure'] as const;
/** What a monster's penalty symbol (or a plague card) makes its owner discard. */
export type Penalty = (typeof PENALTIES)[number];

export const TREASURE_KINDS = ['ruby', 'emerald', 'diamond', 'gold'] as const;
export const BUILDING_KINDS = ['cabin', 'castle', 'palace', 'barracks', 'temple', 'village', 'wall'] as const;
export const HERO_KINDS = [
  'archer', 'paladin', 'mage', 'squire', 'rogue', 'priestess', 'peddler',
  'merchant', 'miner', 'builder', 'necromancer', 'king', 'saboteur',
] as const;
export const MONSTER_KINDS = ['goblin', 'wolf', 'skeleton', 'harpy', 'troll', 'griffin', 'orc', 'giant', 'dragon'] as const;

export type TreasureKind = (typeof TREASURE_KINDS)[number];
export type BuildingKind = (typeof BUILDING_KINDS)[number];
export type HeroKind = (typeof HERO_KINDS)[number];
export type MonsterKind = (typeof MONSTER_KINDS)[number];
export type FactionKind = TreasureKind | BuildingKind | HeroKind | MonsterKind;
export type CardKind = FactionKind | 'plague' | 'lastRound' | 'kingdom';

/** Every catalog name a scenario may use (the CLI contract's list). */
export const SCENARIO_KINDS = [
  ...TREASURE_KINDS, ...BUILDING_KINDS, ...HERO_KINDS, ...MONSTER_KINDS, 'plague',
] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/** Player-count mark printed on each faction card: used with 2+, 3+ or 4 players. */
export type Mark = 'II' | 'III' | 'IV';
export const MARK_MIN_PLAYERS: Record<Mark, number> = { II: 2, III: 3, IV: 4 };
