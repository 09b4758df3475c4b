/** Nains state, moves, events and view: plain JSON-safe data. */
import type { SeatId } from '../../kit/ids';
import type { Commits, SeenCommit } from '../../kit/steps';
import type { RngState } from '../../kit/random';

export const ORDERS = ['retaliation', 'wanderers', 'temple', 'shield', 'forge'] as const;
export type Order = (typeof ORDERS)[number];
export const RUNES = ['rE', 'rS', 'rF', 'rT', 'rR', 'rC'] as const;
export type Rune = (typeof RUNES)[number];
export type Icon = 'M' | 'H' | Rune | 'wild';

/** A catalog id: `E1R3`, `C1`, `W4`, `B2`, `A1`, `M3`, `X-forge`, `LQ`. */
export type CardId = string;
/** A coin as held: `b{value}` bronze, `g{value}` gold from the Treasury, or `trade`. */
export type Coin = string;

export interface ArmyCard { id: CardId; pariah: boolean }
export type Army = Record<Order, ArmyCard[]>;

export interface NainsPlayer {
  name: string;
  gem: number;
  /** The 5 coins in hand between turns (during a turn they sit in `placed`). */
  coins: Coin[];
  army: Army;
  command: CardId[];
  /** Lines already rewarded with a recruit. */
  counted: number;
  /** Recruits owed and not yet taken. */
  pending: number;
}

/** A Lord's coins once bids are in: one per tavern, two in the pouch. */
export interface Placement { taverns: Coin[]; pouch: Coin[] }

export type NainsStep = 'setup' | 'bidding' | 'picking' | 'discarding' | 'upgrading' | 'recruiting' | 'svara' | 'exchanging' | 'over';

/** What the active Lord does next in a tavern. */
export type Stage = 'pick' | 'recruit' | 'exchange' | 'discard' | 'next';

export interface TavernRun {
  tavern: number;
  /** Play order and tie groups, fixed at the reveal. */
  order: SeatId[];
  ties: SeatId[][];
  index: number;
  stage: Stage;
}

export type Decision =
  | { kind: 'pick'; seat: SeatId }
  | { kind: 'discard'; seat: SeatId }
  /** `from`: `pouch` (a 0-bid Retaliation card) or `any` (Fighter effects). */
  | { kind: 'upgrade'; seat: SeatId; bonus: number; from: 'pouch' | 'any' }
  | { kind: 'recruit'; seat: SeatId }
  | { kind: 'svara'; seat: SeatId; cards: CardId[] }
  | { kind: 'exchange'; seat: SeatId };

export interface FinalScore {
  retaliation: number; wanderers: number; temple: number; shield: number; forge: number;
  command: number; coins: number; total: number;
}

export interface NainsState {
  game: 'nains';
  rulesVersion: number;
  names: string[];
  rng: RngState;
  step: NainsStep;
  era: 1 | 2;
  turn: number;
  decks: { era1: CardId[]; era2: CardId[] };
  taverns: CardId[][];
  /** Cards out of play, face up (tavern leftovers); Era 2's last leftover goes unseen. */
  discard: CardId[];
  treasury: number[];
  stands: CardId[];
  /** Elite Fighters in award order (shuffled at setup), emptied at the Era 1 evaluation. */
  elites: CardId[];
  tradeCoinFree: boolean;
  /** Bronze coins sent to the box (out of the game). */
  boxedBronze: number;
  players: NainsPlayer[];
  bids: Commits<Coin[]> | null;
  placed: Placement[] | null;
  /** Taverns of this turn whose bids are face up. */
  revealed: number;
  run: TavernRun | null;
  decision: Decision | null;
  awaiting: SeatId[];
  scores: FinalScore[] | null;
  winners: SeatId[] | null;
  events: NainsEvent[];
}

export type NainsMove =
  | { type: 'bid'; seat: SeatId; taverns: Coin[] }
  | { type: 'pick'; seat: SeatId; card: CardId }
  | { type: 'discard'; seat: SeatId; card: CardId }
  | { type: 'upgrade'; seat: SeatId; where: 'pouch' | 'tavern1' | 'tavern2' | 'tavern3'; coin: Coin }
  | { type: 'recruit'; seat: SeatId; card: CardId; column: Order | null }
  | { type: 'svara'; seat: SeatId; card: CardId }
  | { type: 'exchange'; seat: SeatId; discard: Coin };

export type NainsEvent =
  | { type: 'eraStarted'; era: 1 | 2 }
  | { type: 'dealt'; era: 1 | 2; turn: number; taverns: CardId[][] }
  /** `taverns` is null for every seat but the bidder. */
  | { type: 'bidPlaced'; seat: SeatId; taverns: Coin[] | null }
  | { type: 'tavernRevealed'; tavern: number; bids: Coin[]; order: SeatId[]; ties: SeatId[][] }
  | { type: 'cardTaken'; seat: SeatId; card: CardId; tavern: number; column: Order; pariah: boolean }
  | { type: 'cardDiscarded'; card: CardId; seen: boolean }
  | { type: 'coinUpgraded'; seat: SeatId; from: Coin; to: Coin }
  | { type: 'coinsExchanged'; seat: SeatId; pouch: Coin[]; discarded: Coin; took: Coin | null }
  | { type: 'recruited'; seat: SeatId; card: CardId; column: Order | null; pariah: boolean }
  /** `cards` is null for every seat but Svara's owner. */
  | { type: 'svaraLooked'; seat: SeatId; count: number; cards: CardId[] | null }
  | { type: 'svaraTook'; seat: SeatId; card: CardId; column: Order; pariah: boolean }
  | { type: 'markerRemoved'; seat: SeatId; card: CardId }
  | { type: 'gemsSwapped'; tavern: number; swaps: [SeatId, SeatId][] }
  | { type: 'eliteAwarded'; card: CardId; seat: SeatId | null }
  | { type: 'tradeCoinTaken'; seat: SeatId }
  | { type: 'turnEnded'; era: 1 | 2; turn: number }
  | { type: 'gameEnded'; scores: FinalScore[]; winners: SeatId[] };

/** A Lord's coins as another seat sees them. */
export interface SeenPlacement { taverns: (Coin | null)[]; pouch: Coin[] | null }

export interface NainsView extends Omit<NainsState, 'rng' | 'decks' | 'bids' | 'placed' | 'decision' | 'events'> {
  you: SeatId | null;
  /** Deck sizes and contents in catalog order (the contents follow from what was seen; the order never leaves). */
  decks: { era1: CardId[]; era2: CardId[] };
  bids: SeenCommit<Coin[]>[] | null;
  placed: SeenPlacement[] | null;
  /** The decision; Svara's look shows its cards only to her owner. */
  decision: Decision | null;
}
