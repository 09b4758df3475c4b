/** Miremarsh's state: plain data only (saves, hashes and views are built from it). */
import type { SeatId } from '../../kit/ids';
import type { RngState } from '../../kit/random';
import type { GoblinRule } from './catalog/goblins';
import type { DieColour, Face, ItemType, Level } from './catalog/types';

export type Step = 'respawn' | 'act' | 'attempt' | 'pickItem' | 'sneak' | 'placeCreature' | 'stepCreature' | 'bribeOffer' | 'bribeAnswer' | 'over';

/** A die the active goblin holds; `face` null = taken but not rolled yet (joins the next roll). */
export interface Die { colour: DieColour; face: Face | null; fromItem: boolean }

export interface Drops { gold: number; bones: number; items: ItemType[] }

export interface SpaceState {
  id: string;
  /** The tile dealt here (null on the Warren). Hidden from views while face-down. */
  tile: string | null;
  faceUp: boolean;
  monster: string | null;
  drops: Drops;
}

export interface SeatState {
  name: string;
  out: boolean;
  fish: number;
  goblin: GoblinRule | null;
  space: string;
  /** Index of the next challenge on this space, this visit (R8). */
  progress: number;
  items: ItemType[];
  pets: string[];
  spells: string[];
  kks: string[];
  gold: number;
  bones: number;
  /** Where the last goblin died, while its replacement has not yet started a turn. */
  respawnAt: string | null;
  /** Quests this player completed (solo needs two different ones). */
  quests: string[];
  /** Lucky Frog Bone: the current challenge must be retried first. */
  mustRetry: boolean;
  deaths: number;
}

export type AttemptSource = { kind: 'tile' } | { kind: 'creature' } | { kind: 'path'; path: string };

export interface Attempt {
  source: AttemptSource;
  /** Re-rolls still allowed before paying (one, Hunter two in monster challenges). */
  rerolls: number;
}

export interface TurnState {
  seat: SeatId;
  /** Dice taken and rolled (after any respawn choice). */
  started: boolean;
  dice: Die[];
  /** Free icons and once-per-turn abilities already used this turn (card or rule ids). */
  used: string[];
  /** Nothing done since the opening roll: the no-footprint re-roll is still allowed. */
  opening: boolean;
  attempt: Attempt | null;
  /** A double footprint's second move, usable while safe. */
  extraStep: boolean;
  /** Swirls waiting for the current challenge to resolve, then for the creature. */
  swirls: number;
  /** Whether the swirls came as two in one roll (The Chief's leap). */
  swirlsTogether: boolean;
  mudShield: boolean;
  died: boolean;
  /** The turn ends as soon as pending swirls resolve (Lucky Frog Bone). */
  endNow: boolean;
  /** `item?` rewards the active player still has to name. */
  itemChoices: number;
  /** Sneaker's pending entry: where he would move after peeking. */
  sneakTo: string | null;
  /** Bribes on offer (R21): seats still to answer, seats that offered. */
  bribe: { asked: SeatId[]; offered: SeatId[] } | null;
  bribeUsed: number;
}

export type Peek =
  | { kind: 'tile'; space: string; tile: string }
  | { kind: 'monster'; level: 1 | 2 | 3; monster: string | null };

export interface Supply { gold: number; bones: number; items: Record<ItemType, number> }

export interface MiremarshOptions { creature: 'grabby' | 'chief'; bribes: boolean }

export interface MiremarshState {
  game: 'miremarsh';
  rulesVersion: 1;
  options: MiremarshOptions;
  rng: RngState;
  step: Step;
  round: number;
  board: Record<string, SpaceState>;
  seats: SeatState[];
  turn: TurnState;
  /** Goblin card ids (`?` in a view). */
  goblinPile: string[];
  piles: { pet: string[]; spell: string[]; kk: string[] };
  monsters: Record<1 | 2 | 3, string[]>;
  unused: Record<Level, string[]>;
  supply: Supply;
  /** `LURK` while off the board. */
  creature: string;
  /** Private peeks per seat (R18, R22). */
  peeks: Peek[][];
  /** Counts reveals of hidden things (flips, draws, peeks): the undo barrier reads it. */
  reveals: number;
  winners: SeatId[] | null;
  events: MiremarshEvent[];
}

export type MiremarshEvent =
  | { type: 'gameStarted'; seats: number; first: SeatId }
  | { type: 'turnStarted'; seat: SeatId; goblin: string }
  | { type: 'diceRolled'; seat: SeatId; dice: Die[]; why: 'turn' | 'reroll' | 'opening' | 'extra' }
  | { type: 'swirl'; seat: SeatId; count: number }
  | { type: 'moved'; seat: SeatId; from: string; to: string; via: 'step' | 'path' | 'run' | 'respawn' | 'feather' }
  | { type: 'tileFlipped'; space: string; tile: string }
  | { type: 'monsterArrived'; space: string; monster: string | null }
  | { type: 'pickedUp'; seat: SeatId; space: string; gold: number; bones: number; items: ItemType[] }
  /** `result` is only in the spy's own copy (audience). */
  | { type: 'spied'; seat: SeatId; target: string; what: 'tile' | 'monster' | 'both'; result: Peek[] | null }
  | { type: 'challengeStarted'; seat: SeatId; space: string; source: AttemptSource['kind']; index: number }
  | { type: 'challengePaid'; seat: SeatId; option: number }
  | { type: 'rewarded'; seat: SeatId; what: string }
  | { type: 'monsterSlain'; seat: SeatId; space: string; monster: string }
  | { type: 'traded'; seat: SeatId; index: number }
  | { type: 'creaturePlaced'; by: SeatId | null; to: string }
  | { type: 'creatureMoved'; by: SeatId | null; to: string }
  | { type: 'creatureDefeated'; seat: SeatId }
  | { type: 'goblinRan'; seat: SeatId }
  | { type: 'goblinDied'; seat: SeatId; goblin: string; space: string; scattered: { space: string; token: string }[] }
  | { type: 'frogBoneSaved'; seat: SeatId }
  | { type: 'newGoblin'; seat: SeatId; goblin: string }
  | { type: 'cardGained'; seat: SeatId; pile: 'pet' | 'spell' | 'kk'; card: string; kept: boolean }
  | { type: 'cardUsed'; seat: SeatId; card: string }
  | { type: 'fishEaten'; seat: SeatId; left: number }
  | { type: 'playerOut'; seat: SeatId; why: 'fish' | 'goblins' }
  | { type: 'questCompleted'; seat: SeatId; quest: string }
  | { type: 'bribeOffered'; seat: SeatId; offered: boolean | null }
  | { type: 'bribeAnswered'; seat: SeatId; accepted: boolean }
  | { type: 'gameEnded'; winners: SeatId[]; leastUseless: SeatId | null };
