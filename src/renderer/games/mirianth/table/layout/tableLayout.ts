/** Turns the layout data table into pixels for a screen size, a player count and a viewer. */
import type { SeatId } from '../../../../../engine/games/mirianth';
import {
  AREAS, CARD_RATIO, CARD_WIDTH, CENTER, FRAME, FRONT, HOVER_WIDTH, REFERENCE_AREA, SEAT_SIDES, SHAPE_OF_SIDE,
  ZONE_IDS, type AreaSpec, type Side, type ZoneId, type ZoneSpec,
} from './zones';

export interface Rect { x: number; y: number; w: number; h: number }
export interface Point { x: number; y: number }
export interface Spot extends Point { rot: number }

export interface ZoneRect extends Rect { spec: ZoneSpec }

export interface SeatArea {
  seat: SeatId;
  side: Side;
  rect: Rect;
  /** Card width in this area. */
  card: number;
  zones: Record<ZoneId, ZoneRect>;
  /** Where this seat's battles are fought, between its area and the centre. */
  arena: Point;
}

export interface CenterLayout {
  rect: Rect;
  card: number;
  reveal: (index: number, count: number) => Point;
  drawDeck: Spot;
  plagueDeck: Spot;
  aside: Spot;
  box: Spot;
  fate: Point;
}

export interface TableLayout {
  width: number;
  height: number;
  scale: number;
  seats: SeatArea[];
  center: CenterLayout;
  hoverWidth: number;
}

export const cardHeight = (w: number): number => w * CARD_RATIO;

/** The rectangle the table may use: the canvas less a margin. */
export function tableArea(width: number, height: number): Rect {
  const m = FRAME.margin;
  return { x: m, y: m, w: Math.max(200, width - 2 * m), h: Math.max(200, height - 2 * m) };
}

function zoneRects(spec: AreaSpec, rect: Rect, card: number): Record<ZoneId, ZoneRect> {
  const h = cardHeight(card);
  const out = {} as Record<ZoneId, ZoneRect>;
  for (const id of ZONE_IDS) {
    const z = spec.zones[id];
    out[id] = { x: rect.x + z.x * card, y: rect.y + z.y * h, w: z.w * card, h, spec: z };
  }
  return out;
}

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
const middle = (r: Rect): Point => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

interface Placed { side: Side; rect: Rect; card: number }

function placeAreas(sides: readonly Side[], area: Rect, scale: number): Placed[] {
  const sizeOf = (side: Side, card: number) => {
    const spec = AREAS[SHAPE_OF_SIDE[side]];
    return { w: spec.w * card, h: spec.h * cardHeight(card) };
  };
  const fitWide = (base: number) => Math.min(base, area.w / AREAS.wide.w);
  const own = fitWide(CARD_WIDTH.own * scale);
  const other = fitWide(CARD_WIDTH.other * scale);
  const bottomH = sizeOf('bottom', own).h;
  const topH = sides.includes('top') ? sizeOf('top', other).h : 0;
  const midTop = area.y + topH + (topH ? FRAME.gap : 0);
  const midH = area.h - bottomH - topH - FRAME.gap * (topH ? 2 : 1);
  const tall = Math.min(other, midH / (AREAS.tall.h * CARD_RATIO), (area.w * 0.3) / AREAS.tall.w);
  return sides.map((side) => {
    const card = side === 'bottom' ? own : side === 'top' ? other : tall;
    const size = sizeOf(side, card);
    const cx = area.x + (area.w - size.w) / 2;
    const cy = midTop + (midH - size.h) / 2;
    const rects: Record<Side, Rect> = {
      bottom: { x: cx, y: area.y + area.h - size.h, ...size },
      top: { x: cx, y: area.y, ...size },
      left: { x: area.x, y: cy, ...size },
      right: { x: area.x + area.w - size.w, y: cy, ...size },
    };
    return { side, rect: rects[side], card };
  });
}

function centerLayout(area: Rect, placed: Placed[], players: number): CenterLayout {
  const find = (side: Side) => placed.find((p) => p.side === side)?.rect;
  const left = find('left');
  const right = find('right');
  const top = find('top');
  const bottom = find('bottom');
  const x0 = left ? left.x + left.w + FRAME.gap : area.x;
  const x1 = right ? right.x - FRAME.gap : area.x + area.w;
  const y0 = top ? top.y + top.h + FRAME.gap : area.y;
  const y1 = bottom ? bottom.y - FRAME.gap : area.y + area.h;
  const rect = { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  const pitch = 1 + CENTER.slotGap;
  const span = (players - 1 + 2 * CENTER.sideSlots) * pitch + 1;
  const card = Math.max(24, Math.min(CARD_WIDTH.reveal * (area.w / REFERENCE_AREA.w), rect.w / span, rect.h / (CARD_RATIO * 2.45)));
  const h = cardHeight(card);
  const c = middle(rect);
  const revealY = c.y + CENTER.revealY * h;
  const fateY = c.y + CENTER.fateY * h;
  const edge = ((players - 1) / 2 + CENTER.sideSlots) * pitch * card;
  return {
    rect,
    card,
    reveal: (index, count) => ({ x: c.x + (index - (count - 1) / 2) * pitch * card, y: revealY }),
    drawDeck: { x: c.x - edge, y: revealY, rot: -0.03 },
    plagueDeck: { x: c.x - edge, y: fateY, rot: 0.04 },
    aside: { x: c.x + edge, y: revealY, rot: 0.1 },
    box: { x: c.x + edge, y: fateY, rot: 0.06 },
    fate: { x: c.x, y: fateY },
  };
}

/** The whole table in pixels. Seat `viewer` sits at the bottom; the others follow clockwise. */
export function computeLayout(width: number, height: number, players: number, viewer: SeatId): TableLayout {
  const area = tableArea(width, height);
  const scale = Math.min(area.w / REFERENCE_AREA.w, area.h / REFERENCE_AREA.h);
  const sides = SEAT_SIDES[players] ?? SEAT_SIDES[4] ?? [];
  const placed = placeAreas(sides, area, scale);
  const center = centerLayout(area, placed, players);
  const mid = middle(center.rect);
  const seats: SeatArea[] = placed.map((p, i) => {
    const seat = ((viewer + i) % players) as SeatId;
    const spec = AREAS[SHAPE_OF_SIDE[p.side]];
    const home = middle(p.rect);
    return {
      seat, side: p.side, rect: p.rect, card: p.card, zones: zoneRects(spec, p.rect, p.card),
      arena: lerp(home, mid, FRONT.arena),
    };
  });
  return { width, height, scale, seats, center, hoverWidth: HOVER_WIDTH * Math.max(0.8, scale) };
}

export function seatArea(layout: TableLayout, seat: SeatId): SeatArea | undefined {
  return layout.seats.find((s) => s.seat === seat);
}
