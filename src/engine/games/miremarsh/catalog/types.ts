/** Content types of Miremarsh: plain data, read by the rules and never changed. */
export type Icon = 'F' | 'S' | 'E';
export type ItemType = 'rope' | 'dagger' | 'map' | 'amulet';
export type DieColour = 'G' | 'Y' | 'K' | 'U';
/** A printed die face: blank, one icon, a split face (one of two), swirl or wild. */
export type Face = '-' | 'F' | 'S' | 'E' | 'FS' | 'FE' | 'X' | 'W';
export type Pile = 'pet' | 'spell' | 'kk';
export type Level = 1 | 2 | 3 | 4;

export type IconCost = { kind: 'icons'; F: number; S: number; E: number };
/** `n` icons all of one kind (F, S or E); wilds fill any. */
export type SameCost = { kind: 'same'; n: number };
export type TokenCost = { kind: 'tokens'; gold: number; bones: number; fish: number; item: ItemType | 'any' | null };
export type Cost = IconCost | SameCost | TokenCost;

export type Reward =
  | { kind: 'gold'; n: number }
  | { kind: 'bones'; n: number }
  | { kind: 'fish'; n: number }
  | { kind: 'item'; item: ItemType | 'choice' }
  | { kind: 'draw'; pile: Pile }
  | { kind: 'win' };

/** One challenge; two or more options make an 'or' challenge, chosen after the roll. */
export interface Challenge { options: Cost[] }
export interface Trade { cost: TokenCost; reward: Reward[] }

export type TileKind = 'trap' | 'lair' | 'trade' | 'encounter' | 'haven' | 'quest' | 'safe';
export type Haven = { die: DieColour } | { spyRange: 2 };

/** The rules printed on a location (for a lair: its underside, used once the monster is gone). */
export interface TileBody {
  kind: TileKind;
  compulsory: Challenge[];
  optional: Challenge[];
  /** Paid on completing the last optional challenge (quests: the win). */
  reward: Reward[];
  trades: Trade[];
  haven: Haven | null;
}

export interface TileDef { id: string; name: string; level: Level; lair: boolean; body: TileBody }

export interface MonsterDef {
  id: string;
  name: string;
  level: 1 | 2 | 3;
  compulsory: Challenge[];
  optional: Challenge[];
  slayReward: Reward[];
}
