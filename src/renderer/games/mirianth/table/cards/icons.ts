/** Small glyphs drawn with canvas paths: VP laurel, sword, shield, house and the penalty symbols. */
import type { Penalty } from '../../../../../engine/games/mirianth';
import { GOLD, TYPE_COLORS } from './palette';

type Ctx = CanvasRenderingContext2D;

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** A gold medallion holding the VP value. */
export function vpBadge(ctx: Ctx, cx: number, cy: number, r: number, label: string, font: string): void {
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = GOLD.mid;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.16);
  ctx.strokeStyle = GOLD.dark;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.78, 0, Math.PI * 2);
  ctx.strokeStyle = GOLD.light;
  ctx.lineWidth = Math.max(0.6, r * 0.07);
  ctx.stroke();
  centredText(ctx, label, cx, cy + r * 0.06, r * (label.length > 2 ? 0.95 : 1.2), '#2b1f08', font);
}

export function centredText(ctx: Ctx, text: string, cx: number, cy: number, size: number, color: string, font: string): void {
  ctx.font = `700 ${size}px ${font}`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy);
}

export function sword(ctx: Ctx, cx: number, cy: number, s: number, color: string): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(-Math.PI / 4);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(0, -s);
  ctx.lineTo(s * 0.16, -s * 0.72);
  ctx.lineTo(s * 0.12, s * 0.35);
  ctx.lineTo(-s * 0.12, s * 0.35);
  ctx.lineTo(-s * 0.16, -s * 0.72);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(-s * 0.42, s * 0.35, s * 0.84, s * 0.14);
  ctx.fillRect(-s * 0.08, s * 0.49, s * 0.16, s * 0.4);
  ctx.restore();
}

export function shieldPath(ctx: Ctx, cx: number, cy: number, w: number, h: number): void {
  ctx.beginPath();
  ctx.moveTo(cx - w / 2, cy - h / 2);
  ctx.lineTo(cx + w / 2, cy - h / 2);
  ctx.lineTo(cx + w / 2, cy);
  ctx.quadraticCurveTo(cx + w / 2, cy + h * 0.35, cx, cy + h / 2);
  ctx.quadraticCurveTo(cx - w / 2, cy + h * 0.35, cx - w / 2, cy);
  ctx.closePath();
}

export function housePath(ctx: Ctx, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(cx, cy - s * 0.62);
  ctx.lineTo(cx + s * 0.6, cy - s * 0.05);
  ctx.lineTo(cx + s * 0.42, cy - s * 0.05);
  ctx.lineTo(cx + s * 0.42, cy + s * 0.5);
  ctx.lineTo(cx - s * 0.42, cy + s * 0.5);
  ctx.lineTo(cx - s * 0.42, cy - s * 0.05);
  ctx.lineTo(cx - s * 0.6, cy - s * 0.05);
  ctx.closePath();
}

function helmetPath(ctx: Ctx, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.arc(cx, cy - s * 0.22, s * 0.26, 0, Math.PI * 2);
  ctx.moveTo(cx - s * 0.46, cy + s * 0.5);
  ctx.quadraticCurveTo(cx - s * 0.44, cy + s * 0.02, cx, cy + s * 0.04);
  ctx.quadraticCurveTo(cx + s * 0.44, cy + s * 0.02, cx + s * 0.46, cy + s * 0.5);
  ctx.closePath();
}

export function gemPath(ctx: Ctx, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.5, cy - s * 0.12);
  ctx.lineTo(cx - s * 0.28, cy - s * 0.42);
  ctx.lineTo(cx + s * 0.28, cy - s * 0.42);
  ctx.lineTo(cx + s * 0.5, cy - s * 0.12);
  ctx.lineTo(cx, cy + s * 0.5);
  ctx.closePath();
}

const PENALTY_COLORS: Record<Penalty, string> = { hero: TYPE_COLORS.hero.frame, building: TYPE_COLORS.building.frame, treasure: TYPE_COLORS.treasure.emblem };

/** A penalty symbol on a small dark disc: hero (figure), building (house) or treasure (gem). */
export function penaltyIcon(ctx: Ctx, penalty: Penalty, cx: number, cy: number, s: number): void {
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.5, 0, Math.PI * 2);
  ctx.fillStyle = '#2a1c14';
  ctx.fill();
  ctx.fillStyle = PENALTY_COLORS[penalty] === '#b08a2a' ? GOLD.light : '#f2ead6';
  const g = s * 0.72;
  if (penalty === 'hero') helmetPath(ctx, cx, cy + s * 0.02, g);
  else if (penalty === 'building') housePath(ctx, cx, cy + s * 0.04, g);
  else gemPath(ctx, cx, cy + s * 0.02, g);
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.08);
  ctx.strokeStyle = PENALTY_COLORS[penalty];
  ctx.beginPath();
  ctx.arc(cx, cy, s * 0.5, 0, Math.PI * 2);
  ctx.stroke();
}

/** A stat token: icon on the left, number on the right, on a rounded dark plate. */
export function statPlate(
  ctx: Ctx, x: number, y: number, h: number, value: string, icon: 'sword' | 'shield' | 'house', font: string,
): number {
  ctx.font = `700 ${h * 0.72}px ${font}`;
  const textW = ctx.measureText(value).width;
  const w = h * 1.05 + textW + h * 0.3;
  roundRect(ctx, x, y, w, h, h * 0.3);
  ctx.fillStyle = 'rgba(32, 22, 12, 0.82)';
  ctx.fill();
  const ix = x + h * 0.55;
  const iy = y + h / 2;
  ctx.fillStyle = '#f2ead6';
  if (icon === 'sword') sword(ctx, ix, iy, h * 0.42, '#f2ead6');
  else if (icon === 'shield') {
    shieldPath(ctx, ix, iy, h * 0.6, h * 0.7);
    ctx.fill();
  } else {
    housePath(ctx, ix, iy, h * 0.7);
    ctx.fill();
  }
  ctx.fillStyle = '#fbf3dc';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(value, x + h * 1.0, y + h / 2 + h * 0.04);
  return w;
}
