/** The replay's time-scale rule, kept pure so it can be unit-tested. */

/** The fastest the table's clock may run: beyond this, moves would flash by unreadably anyway. */
export const MAX_TIME_SCALE = 40;

/**
 * The table clock's speed for the next frame. `took` is how long the last frame held the table
 * (real ms, at the current scale), `budget` each frame's share of time. A frame that overran
 * tells how long its animations are at normal time (`took * scale`), and the next scale is set
 * to fit that length in the budget; a frame that fit eases the clock back toward normal, slowly
 * (2% a frame): easing faster made every few frames overrun again (7.3 instead of 8 moves/s at 8×).
 */
export function nextTimeScale(scale: number, took: number, budget: number): number {
  if (budget <= 0 || !Number.isFinite(took)) return 1;
  if (took > budget * 1.05) {
    const natural = took * scale;
    return Math.min(MAX_TIME_SCALE, Math.max(scale * 1.25, natural / budget));
  }
  return Math.max(1, scale * 0.98);
}

/** Share of a move's time after which a move still animating is hurried to its end. */
export const HURRY_AFTER = 0.75;

/** The clock after a move had to be hurried: its natural length is unknown, so double (capped). */
export function hurriedTimeScale(scale: number): number {
  return Math.min(MAX_TIME_SCALE, Math.max(1, scale) * 2);
}
