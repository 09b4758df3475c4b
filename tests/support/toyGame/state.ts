/**
 * Toy Duel, a game written only for tests: two players, three rounds. Each round both seats bid
 * 0–3 coins in secret (a simultaneous hidden commit, revealed together); the round's leader then
 * rolls a die (a forced single-answer move, applied automatically) and the higher bid scores the
 * die. Ties score nothing. Bids are paid either way, from 5 coins for the whole game.
 */
import type { SeatId } from '../../../src/engine/kit/ids';
import type { Commits, SeenCommit, Sequential } from '../../../src/engine/kit/steps';

export type ToyStep = 'bidding' | 'rolling' | 'over';

export type ToyMove = { type: 'bid'; seat: SeatId; amount: number } | { type: 'roll'; seat: SeatId };

export type ToyEvent =
  | { type: 'roundStarted'; round: number; leader: SeatId }
  /** `amount` is null for the seats that may not see it yet. */
  | { type: 'bidPlaced'; seat: SeatId; amount: number | null }
  | { type: 'bidsRevealed'; bids: number[] }
  | { type: 'dieRolled'; seat: SeatId; value: number }
  | { type: 'roundWon'; seat: SeatId | null; points: number }
  | { type: 'gameEnded'; winners: SeatId[] };

interface ToyPublic {
  game: 'toy-duel';
  names: string[];
  step: ToyStep;
  round: number;
  leader: SeatId;
  coins: number[];
  points: number[];
  rolling: Sequential | null;
  awaiting: SeatId[];
  winners: SeatId[] | null;
}

export interface ToyState extends ToyPublic {
  /** A 32-bit generator state (mulberry32): the die. */
  rng: number;
  bids: Commits<number>;
  events: ToyEvent[];
}

export interface ToyView extends ToyPublic {
  you: SeatId | null;
  bids: SeenCommit<number>[];
}

export const ROUNDS = 3;
export const COINS = 5;
export const MAX_BID = 3;
