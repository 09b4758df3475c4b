import type { Graphics } from 'pixi.js';
import { FELT_COLOR, VIGNETTE_COLOR, VIGNETTE_MAX_ALPHA } from './theme';

/** Enough steps that, without antialiasing, the darkening still reads as a gradient. */
const VIGNETTE_BANDS = 16;

/** Paints the table cloth over the whole screen: flat felt, darker toward the edge. */
export function drawFelt(g: Graphics, width: number, height: number): void {
  g.clear();
  g.rect(0, 0, width, height).fill(FELT_COLOR);

  const depth = Math.min(width, height) * 0.12;
  const band = depth / VIGNETTE_BANDS;
  for (let i = 0; i < VIGNETTE_BANDS; i++) {
    // Each band is a stroked frame centred on its own strip, so bands never overlap.
    const inset = i * band + band / 2;
    const alpha = VIGNETTE_MAX_ALPHA * ((VIGNETTE_BANDS - i) / VIGNETTE_BANDS) ** 2;
    g.rect(inset, inset, width - 2 * inset, height - 2 * inset).stroke({ width: band, color: VIGNETTE_COLOR, alpha });
  }
}
