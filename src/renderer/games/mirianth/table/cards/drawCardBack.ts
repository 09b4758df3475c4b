/** Card backs: the draw deck's navy-and-gold lattice, the plague deck's purple, and a blank. */
import { roundRect } from './icons';
import { fitText, SERIF } from './drawCardFace';
import { BACK, GOLD } from './palette';

export type BackKind = 'draw' | 'plague' | 'blank';

type Ctx = CanvasRenderingContext2D;

function lattice(ctx: Ctx, w: number, h: number, u: number, color: string): void {
  ctx.save();
  roundRect(ctx, 8 * u, 8 * u, w - 16 * u, h - 16 * u, 4 * u);
  ctx.clip();
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(0.6, 1.1 * u);
  const step = 14 * u;
  for (let d = -h; d < w + h; d += step) {
    ctx.beginPath();
    ctx.moveTo(d, 0);
    ctx.lineTo(d + h, h);
    ctx.moveTo(d, h);
    ctx.lineTo(d + h, 0);
    ctx.stroke();
  }
  ctx.restore();
}

export function drawCardBack(ctx: Ctx, kind: BackKind, w: number, h: number, label = ''): void {
  const u = w / 100;
  const fill = kind === 'draw' ? BACK.draw : kind === 'plague' ? BACK.plague : BACK.blank;
  const edge = kind === 'draw' ? BACK.drawEdge : kind === 'plague' ? BACK.plagueEdge : '#5d584f';
  roundRect(ctx, 0, 0, w, h, 7 * u);
  ctx.fillStyle = edge;
  ctx.fill();
  roundRect(ctx, 2 * u, 2 * u, w - 4 * u, h - 4 * u, 6 * u);
  ctx.fillStyle = fill;
  ctx.fill();
  if (kind === 'blank') {
    fitText(ctx, label, w / 2, h / 2, w - 14 * u, 16 * u, SERIF, '#2d2a25');
    return;
  }
  lattice(ctx, w, h, u, kind === 'draw' ? 'rgba(201, 165, 74, 0.28)' : 'rgba(214, 170, 255, 0.22)');
  roundRect(ctx, 8 * u, 8 * u, w - 16 * u, h - 16 * u, 4 * u);
  ctx.strokeStyle = GOLD.mid;
  ctx.lineWidth = Math.max(1, 1.6 * u);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, 20 * u, 0, Math.PI * 2);
  ctx.fillStyle = edge;
  ctx.fill();
  ctx.strokeStyle = GOLD.mid;
  ctx.lineWidth = Math.max(1, 2 * u);
  ctx.stroke();
  if (kind === 'draw') fitText(ctx, 'M', w / 2, h / 2 + 1.5 * u, 30 * u, 26 * u, SERIF, GOLD.light);
  else skull(ctx, w / 2, h / 2, 15 * u);
}

/** The plague mark: a small skull. */
export function skull(ctx: Ctx, cx: number, cy: number, s: number): void {
  ctx.fillStyle = '#eadcf7';
  ctx.beginPath();
  ctx.arc(cx, cy - s * 0.15, s * 0.62, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(cx - s * 0.36, cy + s * 0.2, s * 0.72, s * 0.42);
  ctx.fillStyle = '#2a1340';
  ctx.beginPath();
  ctx.arc(cx - s * 0.24, cy - s * 0.12, s * 0.16, 0, Math.PI * 2);
  ctx.arc(cx + s * 0.24, cy - s * 0.12, s * 0.16, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(cx - s * 0.04, cy + s * 0.3, s * 0.08, s * 0.3);
}
