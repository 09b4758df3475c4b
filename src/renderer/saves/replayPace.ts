/** The replay's time-scale rule, kept pure so it can be unit-tested. */

/** The fastest the table's clock may run: beyond this, moves would flash by unreadably anyway. */
export const MAX_TIME_SCALE = 40;

/**
 * The table clock's speed for the next frame. `took` is how long the last frame held the table
 * (real ms, at the current scale), `budget` each frame's share of time. A frame that overran
 * tells how long its animations are at normal time (`took * scale`), and the next scale is set
 * to fit that length in the budget; a frame that fit eases the clock back toward normal.
 */
export function nextTimeScale(scale: number, took: number, budget: number): number {
  if (budget <= 0 || !Number.isFinite(took)) return 1;
  if (took > budget * 1.05) {
    const natural = took * scale;
    return Math.min(MAX_TIME_SCALE, Math.max(scale * 1.25, natural / budget));
  }
  return Math.max(1, scale * 0.92);
}

/**
 * The share of each frame's time the animations are fitted into. The rest is slack: frames that
 * finish early win back the time a long animation (a battle, a deal) took before the clock caught
 * up. Fitted into the whole share, the schedule never recovers and 8× played about 7.3 moves/s.
 */
export const FIT_SHARE = 0.8;

/** A move's animations at normal time, on average (a 4-player replay at full length ran ~3.4 moves/s). */
export const TYPICAL_MOVE_MS = 300;

/**
 * The clock's speed when playback starts at a rate: fast enough for a typical move to fit, so
 * the first moves do not play at normal time while the clock learns (they cost most of a second).
 */
export function startTimeScale(budget: number): number {
  if (budget <= 0) return 1;
  return Math.min(MAX_TIME_SCALE, Math.max(1, TYPICAL_MOVE_MS / (budget * FIT_SHARE)));
}
