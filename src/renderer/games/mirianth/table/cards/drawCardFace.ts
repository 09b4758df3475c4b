/**
 * Original card faces drawn with Canvas 2D: type-coloured frame, name, an emblem carrying the
 * card's key number, VP medallion, penalty symbols and the player-count mark. The same code
 * paints the Pixi textures and the enlarged card in the HUD.
 */
import type { CardDef } from '../../../../../engine/games/mirianth';
import { CARD_RULES, hasVariablePoints } from '../../../../../engine/games/mirianth/cards/cardRules';
import { emblemPath } from './emblems';
import { centredText, penaltyIcon, roundRect, vpBadge } from './icons';
import { EMBLEM_SHAPES, GOLD, PARCHMENT, TYPE_COLORS } from './palette';

type Ctx = CanvasRenderingContext2D;

export const SERIF = 'Cinzel, Georgia, serif';
export const SANS = 'Inter, "DejaVu Sans", Arial, sans-serif';

export interface FaceInfo {
  def: CardDef;
  /** The card's name in the player's language. */
  name: string;
  /** A second line under the emblem (the Kingdom's owner). */
  subtitle?: string;
}

/** Cards whose VP counts something at scoring time print a star instead of a number. */
export function hasVariableVp(def: CardDef): boolean {
  return hasVariablePoints(def.kind);
}

export function accommodationOf(def: CardDef): number {
  return CARD_RULES[def.kind].accommodation;
}

/** Writes `text` centred at (cx, cy), shrinking the font until it fits `maxW`. */
export function fitText(ctx: Ctx, text: string, cx: number, cy: number, maxW: number, size: number, font: string, color: string, weight = 700): void {
  let s = size;
  ctx.font = `${weight} ${s}px ${font}`;
  while (s > 5 && ctx.measureText(text).width > maxW) {
    s -= 0.5;
    ctx.font = `${weight} ${s}px ${font}`;
  }
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, cx, cy);
}

function frame(ctx: Ctx, w: number, h: number, u: number, def: CardDef): void {
  const c = TYPE_COLORS[def.type];
  roundRect(ctx, 0, 0, w, h, 7 * u);
  ctx.fillStyle = c.edge;
  ctx.fill();
  roundRect(ctx, 1.6 * u, 1.6 * u, w - 3.2 * u, h - 3.2 * u, 6 * u);
  ctx.fillStyle = c.frame;
  ctx.fill();
  const body = ctx.createLinearGradient(0, 27 * u, 0, h);
  body.addColorStop(0, PARCHMENT.light);
  body.addColorStop(1, PARCHMENT.dark);
  roundRect(ctx, 6 * u, 27 * u, w - 12 * u, h - 33 * u, 4 * u);
  ctx.fillStyle = def.type === 'lastRound' ? '#3a322b' : body;
  ctx.fill();
}

/** The heraldic emblem: a shape per type, holding the number that matters most at a glance. */
function emblem(ctx: Ctx, def: CardDef, name: string, cx: number, cy: number, u: number): void {
  const c = TYPE_COLORS[def.type];
  ctx.fillStyle = c.emblem;
  ctx.strokeStyle = GOLD.mid;
  ctx.lineWidth = Math.max(1, 2.2 * u);
  let label = name.charAt(0).toUpperCase();
  if (def.type === 'treasure') label = hasVariableVp(def) ? '✶' : String(def.vp);
  else if (def.type === 'building') label = String(accommodationOf(def));
  else if (def.type === 'monster') label = String(def.resistance ?? 0);
  else if (def.kind === 'paladin') label = String(def.attack ?? 0);
  else if (def.type === 'plague') label = String(def.plague ?? 0);
  emblemPath(ctx, EMBLEM_SHAPES[def.type], cx, cy, u);
  ctx.fill();
  ctx.stroke();
  if (def.type === 'hero' || def.type === 'plague' || def.type === 'kingdom') {
    ctx.beginPath();
    ctx.arc(cx, cy, 22 * u, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(0.6, 0.9 * u);
    ctx.strokeStyle = 'rgba(255, 240, 200, 0.55)';
    ctx.stroke();
  }
  const ink = c.emblemInk;
  centredText(ctx, label, cx, cy + (def.type === 'building' ? 6 * u : 1.5 * u), label.length > 1 ? 24 * u : 30 * u, ink, SERIF);
}

function penaltiesRow(ctx: Ctx, def: CardDef, w: number, y: number, u: number): void {
  const list = def.type === 'plague' ? Array.from({ length: def.plague ?? 0 }, () => 'hero' as const) : def.penalties ?? [];
  const s = list.length > 3 ? 13 * u : 15 * u;
  list.forEach((p, i) => penaltyIcon(ctx, p, w - 14 * u - (list.length - 1 - i) * (s + 1.5 * u), y, s));
}

function lastRoundFace(ctx: Ctx, w: number, h: number, u: number, name: string): void {
  ctx.strokeStyle = GOLD.mid;
  ctx.lineWidth = Math.max(1, 2 * u);
  ctx.beginPath();
  ctx.moveTo(w / 2 - 18 * u, 50 * u);
  ctx.lineTo(w / 2 + 18 * u, 50 * u);
  ctx.lineTo(w / 2 - 18 * u, 96 * u);
  ctx.lineTo(w / 2 + 18 * u, 96 * u);
  ctx.closePath();
  ctx.stroke();
  fitText(ctx, name, w / 2, 115 * u, w - 16 * u, 12 * u, SERIF, GOLD.light);
  void h;
}

export function drawCardFace(ctx: Ctx, info: FaceInfo, w: number, h: number): void {
  const { def } = info;
  const u = w / 100;
  const colors = TYPE_COLORS[def.type];
  frame(ctx, w, h, u, def);
  const small = w < 90;
  fitText(ctx, small ? info.name.toUpperCase() : info.name, w / 2, 15 * u, w - 12 * u, (small ? 15 : 14) * u, small ? SANS : SERIF, colors.ink, small ? 800 : 700);
  if (def.type === 'lastRound') return lastRoundFace(ctx, w, h, u, info.name);
  emblem(ctx, def, info.name, w / 2, 66 * u, u);
  if (info.subtitle) fitText(ctx, info.subtitle, w / 2, 108 * u, w - 16 * u, 13 * u, SANS, PARCHMENT.ink);
  const scores = def.type === 'hero' || def.type === 'building' || def.type === 'treasure' || def.type === 'monster';
  if (scores) vpBadge(ctx, 19 * u, 116 * u, 12 * u, hasVariableVp(def) ? '✶' : String(def.vp), SERIF);
  penaltiesRow(ctx, def, w, 116 * u, u);
  if (def.mark) {
    ctx.font = `700 ${8.5 * u}px ${SERIF}`;
    ctx.fillStyle = PARCHMENT.muted;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(def.mark, w - 9 * u, h - 8 * u);
  }
}
