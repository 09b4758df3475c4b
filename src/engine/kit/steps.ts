/**
 * The step kit: small pure helpers for the flows every game needs. A game keeps the returned
 * plain data in its state and asks these helpers who is awaited; nothing here knows a game.
 *
 * - sequential turns in an order (`Sequential`)
 * - parallel steps where every seat answers once, in any order (`Parallel`)
 * - simultaneous hidden commits, revealed together once all are in (`Commits`)
 * - forced single-answer moves applied automatically (`settleForced`)
 */
import type { SeatId } from './ids';

/** Seats answer one after another in `order`. */
export interface Sequential { order: readonly SeatId[]; index: number }

export function sequential(order: readonly SeatId[]): Sequential {
  return { order, index: 0 };
}
export function sequentialAwaiting(step: Sequential): SeatId[] {
  const seat = step.order[step.index];
  return seat === undefined ? [] : [seat];
}
/** The next seat's turn; `done` once every seat in the order has had one. */
export function advanceSequential(step: Sequential): Sequential {
  return { order: step.order, index: Math.min(step.index + 1, step.order.length) };
}
export function sequentialDone(step: Sequential): boolean {
  return step.index >= step.order.length;
}

/** Every seat in `seats` answers once, in any order. */
export interface Parallel { seats: readonly SeatId[]; answered: readonly SeatId[] }

export function parallel(seats: readonly SeatId[]): Parallel {
  return { seats, answered: [] };
}
export function parallelAwaiting(step: Parallel): SeatId[] {
  return step.seats.filter((s) => !step.answered.includes(s));
}
export function answerParallel(step: Parallel, seat: SeatId): Parallel {
  if (!step.seats.includes(seat) || step.answered.includes(seat)) return step;
  return { seats: step.seats, answered: [...step.answered, seat] };
}
export function parallelDone(step: Parallel): boolean {
  return step.answered.length === step.seats.length;
}

/**
 * Simultaneous hidden commits (secret bids): each seat commits a value nobody else may see until
 * every seat has committed; then all are revealed together. `values[i]` belongs to `seats[i]`.
 */
export interface Commits<T> { seats: readonly SeatId[]; values: readonly (T | null)[]; revealed: boolean }

/** What a seat may see of a commit: its own value, or only that one was made. */
export type SeenCommit<T> = { committed: false } | { committed: true; value: T } | { committed: true; hidden: true };

export function commits<T>(seats: readonly SeatId[]): Commits<T> {
  return { seats, values: seats.map(() => null), revealed: false };
}
export function commitAwaiting<T>(step: Commits<T>): SeatId[] {
  return step.revealed ? [] : step.seats.filter((_, i) => step.values[i] === null);
}
/** Records a seat's commit; once the last seat commits, every value is revealed at once. */
export function commit<T>(step: Commits<T>, seat: SeatId, value: T): Commits<T> {
  const at = step.seats.indexOf(seat);
  if (at < 0 || step.revealed || step.values[at] !== null) return step;
  const values = step.values.map((v, i) => (i === at ? value : v));
  return { seats: step.seats, values, revealed: values.every((v) => v !== null) };
}
/** The commits as `viewer` may see them (`null` = spectator): redaction until the reveal. */
export function seenCommits<T>(step: Commits<T>, viewer: SeatId | null): SeenCommit<T>[] {
  return step.seats.map((seat, i) => {
    const value = step.values[i];
    if (value === null || value === undefined) return { committed: false };
    return step.revealed || seat === viewer ? { committed: true, value } : { committed: true, hidden: true };
  });
}
/** The revealed values in seat order; null before the reveal. */
export function revealedCommits<T>(step: Commits<T>): T[] | null {
  if (!step.revealed) return null;
  const out: T[] = [];
  for (const v of step.values) if (v !== null) out.push(v);
  return out;
}

export interface ForcedRules<S, M> {
  awaiting(state: S): readonly SeatId[];
  legal(state: S, seat: SeatId): readonly M[];
  /** Applies a move known to be legal. */
  apply(state: S, move: M): S;
}

/**
 * Applies every forced answer: while some awaited seat has exactly one legal move, play it.
 * Returns the settled state and the moves played, in order (the events still tell what happened).
 * Stops after `limit` moves so a game whose forced moves loop fails loudly instead of hanging.
 */
export function settleForced<S, M>(state: S, rules: ForcedRules<S, M>, limit = 1000): { state: S; forced: M[] } {
  const forced: M[] = [];
  let current = state;
  for (;;) {
    let only: M | undefined;
    for (const seat of rules.awaiting(current)) {
      const legal = rules.legal(current, seat);
      if (legal.length === 1) {
        only = legal[0];
        break;
      }
    }
    if (only === undefined) return { state: current, forced };
    if (forced.length >= limit) throw new Error(`More than ${limit} forced moves in a row`);
    current = rules.apply(current, only);
    forced.push(only);
  }
}
