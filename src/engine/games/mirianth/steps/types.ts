import type { SeatId } from '../ids';
import type { Move, MoveType } from '../moves';
import type { GameState, PublicState } from '../state';

/** What the engine needs to know about one input step. */
export interface StepRules {
  /** Move types this step accepts. The statechart's `on` map is built from this list. */
  moves: readonly MoveType[];
  /** Seats whose input the step is waiting for. */
  awaiting: (s: PublicState) => SeatId[];
  /** A canonical, finite list of legal moves for a seat (deals allow more than are listed). */
  legal: (s: PublicState, seat: SeatId) => Move[];
  /** Applies moves that leave no choice, so nobody is asked a question with one answer. */
  settle: (s: GameState) => GameState;
  /** Bookkeeping when the step begins. */
  enter: (s: GameState) => GameState;
}
