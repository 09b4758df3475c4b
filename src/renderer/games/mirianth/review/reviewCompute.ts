/**
 * The review's work, kept apart from the worker plumbing so it also runs on this thread in slices
 * (tests, or a browser without module workers).
 */
import { reviewSteps, topDecisions, type ReviewedDecision } from '../../../../ai/games/mirianth/review/review';
import type { Move, SeatId } from '../../../../engine/games/mirianth';
import type { SaveSetup } from '../../../../shared/save';
import { startState } from '../../../../engine/games/mirianth/save';

export interface ReviewRequest {
  id: number;
  setup: SaveSetup;
  moves: Move[];
  rulesVersion: number;
  seats: SeatId[];
}

export type ReviewReply =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; decisions: ReviewedDecision[] }
  | { id: number; type: 'error'; message: string };

/** The human seats of a game: the ones a review looks at. */
export function humanSeats(setup: SaveSetup): SeatId[] {
  return setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i as SeatId] : []));
}

/** Runs a review step by step, telling `send` the progress and then the result. */
export function* reviewWork(req: ReviewRequest): Generator<ReviewReply, void, void> {
  try {
    const steps = reviewSteps({ start: startState(req.setup, req.rulesVersion), moves: req.moves, seats: req.seats });
    for (;;) {
      const r = steps.next();
      if (r.done) {
        yield { id: req.id, type: 'done', decisions: topDecisions(r.value) };
        return;
      }
      yield { id: req.id, type: 'progress', done: r.value.done, total: r.value.total };
    }
  } catch (err) {
    yield { id: req.id, type: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}
