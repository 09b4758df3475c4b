/** The bench routes' progress, published as `window.__bench` for scripts/benchTable.mjs to follow. */

/**
 * Starts a fresh status on `window.__bench` and returns the function that enters each phase.
 * Times in the log count from the first entry into `clockFrom` (the first measured phase).
 */
export function benchRecorder(clockFrom: BenchPhase): (phase: BenchPhase) => void {
  const status: BenchStatus = { phase: 'loading', loops: 0, log: [] };
  let t0 = 0;
  window.__bench = status;
  return (phase) => {
    if (phase === clockFrom && t0 === 0) t0 = performance.now();
    status.phase = phase;
    status.log.push({ phase, at: performance.now() - t0 });
  };
}

/** Counts one pass of a route's looping script. */
export function benchLooped(): void {
  if (window.__bench) window.__bench.loops++;
}
