import { describe, expect, it } from 'vitest';
import { computeLayout, type Rect } from '../../../src/renderer/games/mirianth/table/layout/tableLayout';
import { edgePoint, placeCoach, tableSpotRect } from '../../../src/renderer/games/mirianth/coach/pointer';
import type { SeatId } from '../../../src/engine/games/mirianth';

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Rect, b: Rect): boolean => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

describe('where the coach points and sits', () => {
  // The table canvas of a 1280×720 window: less the top bar and the sidebar.
  const layout = computeLayout(980, 674, 3, 0 as SeatId);
  const table: Rect = { x: 0, y: 0, w: 980, h: 674 };
  const origin = { x: 0, y: 46 };

  it('finds every spot of a three-seat table inside the canvas', () => {
    for (const spot of ['ownArea', 'ownMonsters', 'reveal', 'fate', 'lastRoundCard', 'seat1', 'seat2'] as const) {
      const r = tableSpotRect(layout, spot, 3);
      expect(r, spot).not.toBeNull();
      if (r) expect(inside(r, { x: -8, y: -8, w: 996, h: 690 }), spot).toBe(true);
    }
    const own = tableSpotRect(layout, 'ownMonsters', 3);
    const area = tableSpotRect(layout, 'ownArea', 3);
    if (own && area) expect(overlaps(own, area)).toBe(true);
  });

  it('leaves the revealed cards, the Last Round card and the target in sight', () => {
    const reveal = tableSpotRect(layout, 'reveal', 3);
    const fate = tableSpotRect(layout, 'fate', 3);
    for (const height of [80, 100, 115]) {
      const at = placeCoach(layout, origin, null, height, 3);
      if (reveal) expect(overlaps(at, { ...reveal, y: reveal.y + origin.y })).toBe(false);
      expect(inside(at, { x: 0, y: 46, w: table.w, h: table.h })).toBe(true);
      const watching = placeCoach(layout, origin, null, height, 3, ['fate']);
      if (fate) expect(overlaps(watching, { ...fate, y: fate.y + origin.y })).toBe(false);
    }
    const own = tableSpotRect(layout, 'ownArea', 3);
    if (own) expect(overlaps(placeCoach(layout, origin, { ...own, y: own.y + origin.y }, 120, 3), { ...own, y: own.y + origin.y })).toBe(false);
  });

  it('aims the arrow at the edge of the target facing the card', () => {
    const r: Rect = { x: 100, y: 100, w: 100, h: 50 };
    expect(edgePoint(r, { x: 150, y: 0 })).toEqual({ x: 150, y: 100 });
    expect(edgePoint(r, { x: 400, y: 125 })).toEqual({ x: 200, y: 125 });
  });
});
