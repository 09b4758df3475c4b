/** The emblem outline of each card kind (palette.ts EMBLEM_SHAPES), traced at a card's scale `u`. */
import type { EmblemShape } from './palette';
import { gemPath, housePath, shieldPath } from './icons';

type Ctx = CanvasRenderingContext2D;

function polygon(ctx: Ctx, points: readonly (readonly [number, number])[]): void {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

function hexagonPath(ctx: Ctx, cx: number, cy: number, r: number): void {
  polygon(ctx, Array.from({ length: 6 }, (_, i) => {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  }));
}

function hourglassPath(ctx: Ctx, cx: number, cy: number, s: number): void {
  const w = s * 0.46;
  const h = s * 0.5;
  polygon(ctx, [[cx - w, cy - h], [cx + w, cy - h], [cx + w * 0.22, cy], [cx + w, cy + h], [cx - w, cy + h], [cx - w * 0.22, cy]]);
}

function crownPath(ctx: Ctx, cx: number, cy: number, s: number): void {
  const w = s * 0.5;
  const top = cy - s * 0.42;
  const base = cy + s * 0.4;
  polygon(ctx, [
    [cx - w, base], [cx - w, top], [cx - w * 0.5, cy - s * 0.08], [cx, top - s * 0.06],
    [cx + w * 0.5, cy - s * 0.08], [cx + w, top], [cx + w, base],
  ]);
}

export function emblemPath(ctx: Ctx, shape: EmblemShape, cx: number, cy: number, u: number): void {
  switch (shape) {
    case 'gem': return gemPath(ctx, cx, cy, 62 * u);
    case 'house': return housePath(ctx, cx, cy, 62 * u);
    case 'shield': return shieldPath(ctx, cx, cy, 54 * u, 60 * u);
    case 'hexagon': return hexagonPath(ctx, cx, cy, 30 * u);
    case 'hourglass': return hourglassPath(ctx, cx, cy, 58 * u);
    case 'crown': return crownPath(ctx, cx, cy, 60 * u);
    case 'disc':
      ctx.beginPath();
      ctx.arc(cx, cy, 27 * u, 0, Math.PI * 2);
  }
}
