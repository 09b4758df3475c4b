/**
 * A Resolution move's worth: the seat's final score when it plays the move and then plays the rest
 * of Resolution as the exact solver would. Nothing is hidden in Resolution and one seat's battles
 * do not touch another's, so the other seats simply take their first legal move (the same in
 * every line compared, so it never sways a difference).
 */
import { applyMove, awaitingSeats, legalMoves, playerView, turnOrder, type GameState, type Move, type SeatId } from '../../../../engine/games/mirianth';
import { scoreSeat } from '../../../../engine/games/mirianth/rules/scoring';
import { isResolutionStep, solvedResolutionMove } from '../resolutionPolicy';

/** Guards a rollout against a rules bug that would never reach the end. */
const MAX_ROLLOUT_MOVES = 2_000;

export function isResolutionMove(state: GameState): boolean {
  return isResolutionStep(state.step);
}

/** Final score of `seat` after `move` on `state`, the seat then following the solver; null if refused. */
export function resolutionValue(state: GameState, seat: SeatId, move: Move): number | null {
  const first = applyMove(state, move);
  if (!first.ok) return null;
  let s = first.state;
  for (let i = 0; i < MAX_ROLLOUT_MOVES && s.step !== 'gameOver'; i++) {
    const waiting = awaitingSeats(s);
    const next = turnOrder(s.players.length, s.revealer).find((x) => waiting.includes(x));
    if (next === undefined) return null;
    const m = next === seat ? solvedResolutionMove(playerView(s, next), next) : legalMoves(s, next)[0];
    if (!m) return null;
    const r = applyMove(s, m);
    if (!r.ok) return null;
    s = r.state;
  }
  return s.step === 'gameOver' ? scoreSeat(s, seat).total : null;
}
