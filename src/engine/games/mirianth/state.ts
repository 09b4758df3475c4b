/**
 * Game state: plain JSON-safe data. `PublicState` is what every seat may know;
 * `GameState` adds the hidden parts (deck orders, PRNG) that never leave the engine.
 */
import type { CardDef } from './cards/catalog';
import type { CardKind, FactionType } from './cards/kinds';
import type { DomainEvent } from './events';
import type { CardId, PromiseId, SeatId } from './ids';
import type { RngState } from '../../kit/random';
import type { RulesVersion } from './rulesVersion';

/** Steps where the game waits for input. Transient steps (reveal, plague test, ...) never rest. */
export type StepId =
  | 'setup'
  | 'announcing'
  | 'bargaining'
  | 'conceding'
  | 'peddler'
  | 'attaching'
  | 'archerTargets'
  | 'initialAccommodation'
  | 'plagueEffect'
  | 'battles'
  | 'finalAccommodation'
  | 'gameOver';

export interface Attachment { paladin: CardId; monster: CardId }

export interface PlayerState {
  seat: SeatId;
  name: string;
  kingdom: CardId;
  /** Cards held, of any type, plague cards included. Defeated monsters are not here. */
  faction: CardId[];
  defeated: CardId[];
  attachments: Attachment[];
}

export type PromiseKind = 'nextRound' | 'cardType' | 'once';
export interface PromiseTerm { promiser: SeatId; kind: PromiseKind; cardType?: FactionType }
export interface PromiseToken extends PromiseTerm {
  id: PromiseId;
  beneficiary: SeatId;
  madeInRound: number;
  /** The only round a nextRound/cardType token can be used in; null until known (cardType) or for `once`. */
  activeRound: number | null;
}

/** What a proposer offers: who keeps the claim and what passes between the two sides. */
export interface DealTerms {
  to: SeatId;
  claimant: SeatId;
  /** Cards from the proposer's faction to the other side. */
  give: CardId[];
  /** Cards from the other side's faction to the proposer. */
  take: CardId[];
  promises: PromiseTerm[];
}
export interface Proposal extends DealTerms { from: SeatId }

export type SettledBy = 'deal' | 'promise' | 'peddler' | 'fate';
export interface Dispute {
  card: CardId;
  /** Seats still contending, in turn order. */
  disputants: SeatId[];
  /** Proposals each seat may still make in this dispute (indexed by seat). */
  proposalsLeft: number[];
  noDeal: SeatId[];
  pending: Proposal | null;
  /** Peddler/Merchant holders still to decide, in turn order; null until bargaining fails. */
  peddlerQueue: SeatId[] | null;
  winner: SeatId | null;
  settledBy: SettledBy | null;
}

export interface RoundState {
  number: number;
  revealer: SeatId;
  revealed: CardId[];
  /** Per seat: the announced card, or null (nothing announced yet, or a pass once locked). */
  announcements: (CardId | null)[];
  locked: boolean[];
  /** Revealed cards nobody announced, still free for conceding players. */
  open: CardId[];
  disputes: Dispute[];
  current: number;
  /** Seats that gave up a claim and must still pick an open card. */
  pickQueue: SeatId[];
  attachQueue: SeatId[];
}

/** `over` once the negotiation phase has ended. */
export type LastRoundStatus = 'notYet' | 'nextIsLast' | 'thisIsLast' | 'over';

export interface Aim { archer: CardId; monster: CardId }
export type BattleStage = 'fighting' | 'attacks' | 'done';
export interface ResolutionState {
  aims: Aim[];
  /** Per seat: finished the current step. */
  done: boolean[];
  /** Monsters that have had their battle (won or lost). */
  fought: CardId[];
  /** Per seat, during the battles step. */
  stage: BattleStage[];
}

export type ScoreStep = 'heroes' | 'buildings' | 'treasures' | 'monsters';
export interface ScoreLine {
  step: ScoreStep;
  card: CardId;
  kind: CardKind;
  points: number;
  /** Set when the card belongs to another seat: a neighbour's Saboteur. */
  from?: SeatId;
}
export interface SeatScore {
  heroes: number;
  buildings: number;
  treasures: number;
  monsters: number;
  total: number;
  lines: ScoreLine[];
}
export interface GameResult { scores: SeatScore[]; winners: SeatId[] }

export interface PublicState {
  game: 'mirianth-wars';
  /** The rules this game is played under; absent means 1 (see `rulesVersionOf`). */
  rulesVersion?: RulesVersion;
  step: StepId;
  players: PlayerState[];
  /** Definitions of the cards this state may show. */
  cards: Record<string, CardDef>;
  box: CardId[];
  /** The Last Round card once revealed. */
  aside: CardId[];
  roundNo: number;
  revealer: SeatId;
  lastRound: LastRoundStatus;
  round: RoundState | null;
  promises: PromiseToken[];
  promiseCounter: number;
  resolution: ResolutionState | null;
  result: GameResult | null;
}

export interface GameState extends PublicState {
  /** As given: a 32-bit number, or text hashed into the generator's full 128 bits. */
  seed: number | string;
  rng: RngState;
  /** Index 0 is the top card. */
  drawDeck: CardId[];
  plagueDeck: CardId[];
  /** Events of the move being applied; always empty between moves. */
  events: DomainEvent[];
}
