/** Where the coach points: a spot of the table (from the layout table) or a HUD element, as a rectangle. */
import type { SeatId } from '../../../../engine/games/mirianth';
import { cardHeight, seatArea, type Rect, type TableLayout } from '../table/layout/tableLayout';
import type { TableSpot } from './steps';

const around = (x: number, y: number, w: number, h: number, pad = 6): Rect => ({ x: x - w / 2 - pad, y: y - h / 2 - pad, w: w + 2 * pad, h: h + 2 * pad });

/** The spot's rectangle in table coordinates (the canvas's own pixels), or null when the table has no such place. */
export function tableSpotRect(layout: TableLayout, spot: TableSpot, players: number): Rect | null {
  const c = layout.center;
  const h = cardHeight(c.card);
  switch (spot) {
    case 'reveal': {
      const first = c.reveal(0, players);
      const last = c.reveal(players - 1, players);
      return { x: first.x - c.card / 2 - 6, y: first.y - h / 2 - 6, w: last.x - first.x + c.card + 12, h: h + 12 };
    }
    case 'fate': return around(c.fate.x, c.fate.y, c.card * (players + 0.6), h);
    case 'lastRoundCard': return around(c.aside.x, c.aside.y, c.card, h);
    case 'ownArea':
    case 'ownMonsters': {
      const area = seatArea(layout, layout.seats[0]?.seat ?? (0 as SeatId));
      if (!area) return null;
      if (spot === 'ownArea') return area.rect;
      const z = area.zones.monsters;
      return { x: z.x - 4, y: z.y - 4, w: z.w + 8, h: z.h + 8 };
    }
    case 'seat1':
    case 'seat2': return seatArea(layout, (spot === 'seat1' ? 1 : 2) as SeatId)?.rect ?? null;
  }
}

/** The point on `r`'s edge nearest to `from`, for the arrow's head. */
export function edgePoint(r: Rect, from: { x: number; y: number }): { x: number; y: number } {
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const dx = from.x - cx;
  const dy = from.y - cy;
  if (dx === 0 && dy === 0) return { x: cx, y: cy };
  const scale = 1 / Math.max(Math.abs(dx) / (r.w / 2), Math.abs(dy) / (r.h / 2));
  return { x: cx + dx * scale, y: cy + dy * scale };
}

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const shift = (r: Rect, dx: number, dy: number): Rect => ({ ...r, x: r.x + dx, y: r.y + dy });

export const COACH_MAX_WIDTH = 560;
const GAP = 8;

/**
 * Where the coach's card goes (viewport pixels), given the table's layout and where the table lies
 * on screen: low in the middle of the table, just above the person's own cards, else at the top
 * of the table, else a top corner. The revealed cards, the Last Round card, the target and the
 * spots in `watch` (the fate row while a plague test plays) stay in sight.
 */
export function placeCoach(
  layout: TableLayout, origin: { x: number; y: number }, target: Rect | null, height: number, players: number, watch: readonly TableSpot[] = [],
): Rect {
  const c = layout.center;
  const w = Math.min(COACH_MAX_WIDTH, c.rect.w - 2 * GAP);
  const x = c.rect.x + (c.rect.w - w) / 2;
  const own = layout.seats[0]?.rect;
  const low = (own?.y ?? c.rect.y + c.rect.h) - GAP - height;
  const spots: TableSpot[] = ['reveal', 'lastRoundCard', ...watch];
  const keep = spots.flatMap((spot) => {
    const r = tableSpotRect(layout, spot, players);
    return r ? [shift(r, origin.x, origin.y)] : [];
  });
  const candidates = [{ x, y: low }, { x, y: GAP }, { x: GAP, y: GAP }, { x: layout.width - w - GAP, y: GAP }]
    .map((p) => shift({ ...p, w, h: height }, origin.x, origin.y));
  const clear = (r: Rect) => !target || !overlaps(r, target);
  return candidates.find((r) => clear(r) && !keep.some((k) => overlaps(r, k))) ?? candidates.find(clear) ?? candidates[1] ?? { x, y: GAP, w, h: height };
}
