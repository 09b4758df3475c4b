/**
 * Whether the top bar has room for all its controls and the round line. The bar grows with the
 * interface scale (up to BAR_SCALE_MAX), so at 150% a 1280-wide window gives it only ~1113 of its own
 * pixels: the controls then took the round's room and cut "Rodada 3" to "Rodada". When the bar is
 * crowded, the motion settings (animation speed, reduce motion) move into the View popover.
 * Pure, for tests; useBarCrowded.ts follows the window and the setting.
 */
/** The bar's largest zoom; keep in step with `--bar-scale` in styles.css. */
export const BAR_SCALE_MAX = 1.15;
/**
 * The bar's width, in its own pixels, that holds every control and the longest round line
 * ("Rodada 21 (falta uma rodada)", 186 px) on one line: measured at 1280 the phase line had 216 px,
 * so ~1250 is the least. Not more: a 1280 window whose frame takes a few pixels keeps its bar as is.
 */
export const ROOMY_BAR = 1250;

export function barCrowded(windowWidth: number, uiScale: number): boolean {
  return windowWidth / Math.min(uiScale, BAR_SCALE_MAX) < ROOMY_BAR;
}
