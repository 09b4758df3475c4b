/**
 * The clock behind the AI's time caps (decision deadlines, solver budgets). They are safety nets
 * on a slow or busy machine; a frozen clock makes every decision depend on work alone, which is
 * how tests check that the same view always gets the same answer.
 */
let source: () => number = () => performance.now();

export function now(): number {
  return source();
}

/** Replaces the clock; returns a function that restores the previous one. */
export function useClock(clock: () => number): () => void {
  const previous = source;
  source = clock;
  return () => {
    source = previous;
  };
}
