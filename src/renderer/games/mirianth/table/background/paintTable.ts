/**
 * The felt and the printed playmat, painted once with Canvas 2D on a canvas behind the (transparent)
 * Pixi canvas. Under software GL a full-screen quad is the most expensive thing a frame can draw;
 * a static DOM layer costs the compositor almost nothing.
 */
import { seatColor } from '../cards/palette';
import { cardHeight, type TableLayout } from '../layout/tableLayout';
import { ZONE_IDS } from '../layout/zones';
import { FELT_COLOR, VIGNETTE_COLOR, VIGNETTE_MAX_ALPHA } from '../theme';

type Ctx = CanvasRenderingContext2D;

/** Enough steps that the darkening toward the edge reads as a gradient. */
const VIGNETTE_BANDS = 16;
const LINE = 'rgba(243, 231, 196, ';

const css = (color: number, alpha = 1) => `rgba(${(color >> 16) & 255}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;

/** Flat felt, darker toward the edge, as under a lamp. */
export function paintFelt(ctx: Ctx, width: number, height: number): void {
  ctx.fillStyle = css(FELT_COLOR);
  ctx.fillRect(0, 0, width, height);
  const depth = Math.min(width, height) * 0.12;
  const band = depth / VIGNETTE_BANDS;
  for (let i = 0; i < VIGNETTE_BANDS; i++) {
    // Each band is a frame centred on its own strip, so bands never overlap.
    const inset = i * band + band / 2;
    ctx.strokeStyle = css(VIGNETTE_COLOR, VIGNETTE_MAX_ALPHA * ((VIGNETTE_BANDS - i) / VIGNETTE_BANDS) ** 2);
    ctx.lineWidth = band;
    ctx.strokeRect(inset, inset, width - 2 * inset, height - 2 * inset);
  }
}

function outline(ctx: Ctx, x: number, y: number, w: number, h: number, r: number, alpha: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.strokeStyle = `${LINE}${alpha})`;
  ctx.lineWidth = 1;
  ctx.stroke();
}

/** A label centred on (x, y); with `maxWidth` it gives up letter spacing, then size (down to 7px), then squeezes to fit. */
function label(ctx: Ctx, text: string, x: number, y: number, size: number, maxWidth = Infinity): void {
  const upper = text.toUpperCase();
  ctx.fillStyle = `${LINE}0.42)`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  let px = Math.round(size);
  ctx.font = `700 ${px}px Cinzel, Georgia, serif`;
  ctx.letterSpacing = '1px';
  if (ctx.measureText(upper).width > maxWidth) ctx.letterSpacing = '0px';
  while (px > 7 && ctx.measureText(upper).width > maxWidth) {
    px -= 0.5;
    ctx.font = `700 ${px}px Cinzel, Georgia, serif`;
  }
  if (Number.isFinite(maxWidth)) ctx.fillText(upper, x, y, maxWidth);
  else ctx.fillText(upper, x, y);
}

export interface MatLabels {
  zone: (id: string) => string;
  box: string;
  fate: string;
  draw: string;
  plague: string;
}

/**
 * Each seat's mat with its zones, the reveal slots, the deck spots, the deck of fate and the box.
 * A zone named in `occupied` (`seat:zone`) holds cards: its label is left out rather than half hidden under them.
 */
export function paintPlaymat(ctx: Ctx, layout: TableLayout, labels: MatLabels, occupied: ReadonlySet<string> = new Set()): void {
  for (const area of layout.seats) {
    const r = area.rect;
    ctx.beginPath();
    ctx.roundRect(r.x - 6, r.y - 4, r.w + 12, r.h + 8, 10);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.1)';
    ctx.fill();
    ctx.strokeStyle = seatColor(area.seat);
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.globalAlpha = 1;
    for (const id of ZONE_IDS) {
      const z = area.zones[id];
      outline(ctx, z.x - 2, z.y - 2, z.w + 4, z.h + 4, 6, 0.16);
      if (id !== 'kingdom' && !occupied.has(`${area.seat}:${id}`)) label(ctx, labels.zone(id), z.x + z.w / 2, z.y + z.h / 2, Math.max(8, area.card * 0.15), z.w - 4);
    }
  }
  const c = layout.center;
  const h = cardHeight(c.card);
  const players = layout.seats.length;
  for (let i = 0; i < players; i++) {
    const p = c.reveal(i, players);
    outline(ctx, p.x - c.card / 2 - 3, p.y - h / 2 - 3, c.card + 6, h + 6, 7, 0.18);
  }
  const deckW = c.card * 0.92;
  const deckH = cardHeight(deckW);
  for (const spot of [c.drawDeck, c.plagueDeck, c.aside]) outline(ctx, spot.x - deckW / 2 - 4, spot.y - deckH / 2 - 4, deckW + 8, deckH + 8, 7, 0.14);
  label(ctx, labels.draw, c.drawDeck.x, c.drawDeck.y + deckH / 2 + 11, Math.max(8, c.card * 0.11));
  label(ctx, labels.plague, c.plagueDeck.x, c.plagueDeck.y + deckH / 2 + 11, Math.max(8, c.card * 0.11));
  // The game box: an open wooden tray where discarded cards go.
  const bw = deckW * 1.25;
  const bh = deckW * 1.05;
  ctx.beginPath();
  ctx.roundRect(c.box.x - bw / 2, c.box.y - bh / 2, bw, bh, 6);
  ctx.fillStyle = 'rgba(74, 47, 24, 0.85)';
  ctx.fill();
  ctx.strokeStyle = 'rgba(201, 165, 74, 0.6)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.roundRect(c.box.x - bw / 2 + 5, c.box.y - bh / 2 + 5, bw - 10, bh - 10, 4);
  ctx.fillStyle = 'rgba(42, 26, 12, 0.9)';
  ctx.fill();
  label(ctx, labels.box, c.box.x, c.box.y + bh / 2 + 11, Math.max(9, c.card * 0.13));
  ctx.beginPath();
  ctx.arc(c.fate.x, c.fate.y, c.card * 0.55, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(180, 142, 224, 0.2)';
  ctx.lineWidth = 1;
  ctx.stroke();
  label(ctx, labels.fate, c.fate.x, c.fate.y, Math.max(9, c.card * 0.12));
}
