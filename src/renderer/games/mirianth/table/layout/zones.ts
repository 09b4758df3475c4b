/**
 * The table's layout as data: where each seat sits, where each zone lies inside a seat's area,
 * how cards fan out, and where the shared piles are. All lengths are in card widths (`c`) or
 * card heights (`h` = CARD_RATIO · c); `tableLayout.ts` turns them into pixels.
 */
export const CARD_RATIO = 1.4;

export type ZoneId = 'kingdom' | 'heroes' | 'buildings' | 'treasures' | 'monsters' | 'plague' | 'defeated';
export const ZONE_IDS: readonly ZoneId[] = ['kingdom', 'heroes', 'buildings', 'treasures', 'monsters', 'plague', 'defeated'];

/** A zone's top-left corner (x in c, y in h), its width in c, a tilt in radians and how it fans. */
export interface ZoneSpec {
  x: number;
  y: number;
  w: number;
  rot: number;
  /** row: side by side, overlapping when crowded; pile: squared up with a small offset. */
  fan: 'row' | 'pile';
  /** Largest gap between card origins, in c (1 = edge to edge). */
  maxStep: number;
}

export type AreaShape = 'wide' | 'tall';
export type Side = 'bottom' | 'left' | 'top' | 'right';

/** How far attached paladins peek out from under their monster: per paladin, and in all (in h). */
export const TUCK_STEP = 0.2;
export const TUCK_MAX = 0.42;

export interface AreaSpec {
  /** Size of the area in c (width) and h (height), tucked paladins and labels included. */
  w: number;
  h: number;
  zones: Record<ZoneId, ZoneSpec>;
}

const row = (x: number, y: number, w: number, maxStep = 1.06): ZoneSpec => ({ x, y, w, rot: 0, fan: 'row', maxStep });
const pile = (x: number, y: number, w = 1, rot = 0): ZoneSpec => ({ x, y, w, rot, fan: 'pile', maxStep: 0.06 });

/** A strip along the top or bottom edge: zones side by side around the Kingdom card. */
const WIDE: AreaSpec = {
  w: 15.9,
  h: 1.62,
  zones: {
    kingdom: pile(0, 0.42),
    heroes: row(1.3, 0.42, 3.7),
    buildings: row(5.2, 0.42, 2.5),
    treasures: row(7.9, 0.42, 2.0),
    monsters: row(10.1, 0.42, 3.0, 1.1),
    plague: row(13.3, 0.42, 1.3, 0.5),
    defeated: pile(14.8, 0.42, 1, 0.05),
  },
};

/** A column along the left or right edge: zones stacked in rows. */
const TALL: AreaSpec = {
  w: 4.1,
  h: 5.1,
  zones: {
    kingdom: pile(0, 0.26),
    plague: row(1.2, 0.26, 1.4, 0.5),
    defeated: pile(3.1, 0.26, 1, 0.05),
    heroes: row(0, 1.38, 4.1),
    buildings: row(0, 2.5, 2.0),
    treasures: row(2.1, 2.5, 2.0),
    monsters: row(0, 4.04, 4.1, 1.1),
  },
};

export const AREAS: Record<AreaShape, AreaSpec> = { wide: WIDE, tall: TALL };
export const SHAPE_OF_SIDE: Record<Side, AreaShape> = { bottom: 'wide', top: 'wide', left: 'tall', right: 'tall' };

/** Sides by position clockwise from the viewer, per player count. */
export const SEAT_SIDES: Record<number, readonly Side[]> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};

/** The table's inner margin and the gap between areas, in CSS pixels (the canvas excludes the HUD's bars). */
export const FRAME = { margin: 12, gap: 10 } as const;

/**
 * Card widths in pixels for the table area of a 1280×720 window; the whole table scales with the window.
 * Your own seat is drawn larger than the others.
 */
export const CARD_WIDTH = { own: 60, other: 48, reveal: 82 } as const;
export const REFERENCE_AREA = { w: 956, h: 650 } as const;

/**
 * The centre: the reveal row with the draw deck at its left end and the Last Round card at its
 * right; below it the fate row with the plague deck under the draw deck and the box at the right.
 * x in slots (card width plus gap) beyond the reveal row's ends, y in reveal-card heights.
 */
export const CENTER = {
  slotGap: 0.16,
  revealY: -0.6,
  fateY: 0.66,
  sideSlots: 1.3,
  deckScale: 0.92,
} as const;

/** Where a seat's battle spot sits, as a fraction of the way from its area to the centre. */
export const FRONT = { arena: 0.5 } as const;

/** Hovered cards grow to this width in pixels (times the table scale). */
export const HOVER_WIDTH = 150;
