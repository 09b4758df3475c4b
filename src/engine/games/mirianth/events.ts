/**
 * Domain events: what happened, in order, for the table to animate and the log to tell.
 * Every event is public: none carries a deck order or an unrevealed card.
 */
import type { Penalty } from './cards/kinds';
import type { CardId, SeatId } from './ids';
import type { Aim, PromiseToken, Proposal, SeatScore, StepId } from './state';

export type ClaimHow = 'uncontested' | 'deal' | 'promise' | 'peddler' | 'fate' | 'pick';
export type DiscardReason =
  | 'accommodation' | 'plague' | 'plagueCleanup' | 'monster' | 'priestess' | 'wall' | 'rogue' | 'rogueTarget';
export interface Contribution { card: CardId; attack: number }

export type DomainEvent =
  | { type: 'decksShuffled'; drawCount: number; plagueCount: number; firstRevealer: SeatId }
  | { type: 'roundStarted'; round: number; revealer: SeatId; last: boolean }
  | { type: 'cardRevealed'; card: CardId; slot: number }
  | { type: 'lastRoundRevealed'; card: CardId }
  | { type: 'announced'; seat: SeatId; card: CardId | null }
  | { type: 'locked'; seat: SeatId }
  | { type: 'disputeOpened'; card: CardId; disputants: SeatId[] }
  | { type: 'dealProposed'; proposal: Proposal }
  | { type: 'dealRejected'; proposal: Proposal }
  | { type: 'dealAccepted'; proposal: Proposal }
  | { type: 'cardTraded'; card: CardId; from: SeatId; to: SeatId }
  | { type: 'paladinDetached'; seat: SeatId; paladin: CardId; monster: CardId }
  | { type: 'promiseMade'; promise: PromiseToken }
  | { type: 'promiseInvoked'; promise: PromiseToken }
  | { type: 'promiseLapsed'; promise: PromiseToken }
  | { type: 'noDeal'; seat: SeatId }
  | { type: 'conceded'; seat: SeatId; card: CardId }
  | { type: 'cardClaimed'; seat: SeatId; card: CardId; how: ClaimHow }
  | { type: 'nothingReceived'; seat: SeatId }
  | { type: 'peddlerPassed'; seat: SeatId }
  | { type: 'peddlerPlayed'; seat: SeatId; card: CardId; winner: SeatId; handTo: SeatId }
  | { type: 'fateShuffled'; card: CardId; disputants: SeatId[]; plagues: number; blanks: number }
  | { type: 'fateDealt'; seats: SeatId[] }
  | { type: 'fateRevealed'; card: CardId; results: { seat: SeatId; card: CardId | null }[] }
  | { type: 'cardBoxed'; card: CardId; from: 'reveal' | 'battlefield' }
  | { type: 'paladinAttached'; seat: SeatId; paladin: CardId; monster: CardId }
  | { type: 'attachSkipped'; seat: SeatId }
  | { type: 'stepStarted'; step: StepId }
  | { type: 'archersAimed'; seat: SeatId; aims: Aim[] }
  | { type: 'penaltyCancelled'; seat: SeatId; card: CardId; cancels: Penalty[] }
  | { type: 'cardDiscarded'; seat: SeatId; card: CardId; reason: DiscardReason }
  | { type: 'battleResolved'; seat: SeatId; monster: CardId; attack: number; resistance: number; defeated: boolean; contributions: Contribution[] }
  | { type: 'monsterAttacked'; seat: SeatId; monster: CardId; penalties: Penalty[] }
  | { type: 'scored'; scores: SeatScore[] }
  | { type: 'gameEnded'; winners: SeatId[] };

export type DomainEventType = DomainEvent['type'];
