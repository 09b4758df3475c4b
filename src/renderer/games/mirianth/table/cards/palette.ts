/** Card colours by type (white, green, blue, red, purple), plus the special cards. */
import type { CardType } from '../../../../../engine/games/mirianth';

export interface TypeColors {
  /** Frame and header. */
  frame: string;
  /** Darker edge of the frame. */
  edge: string;
  /** Text on the header. */
  ink: string;
  /** The emblem's fill. */
  emblem: string;
  /** The number on the emblem. */
  emblemInk: string;
}

/**
 * Frames chosen so every pair stays at least 20 apart (CIEDE2000) under protanopia, deuteranopia
 * and tritanopia as well as normal vision (tests/renderer/colourVision.test.ts); the emblem
 * shape below tells the kinds apart a second way.
 */
export const TYPE_COLORS: Record<CardType, TypeColors> = {
  treasure: { frame: '#ece5d2', edge: '#a8976b', ink: '#3b2f17', emblem: '#c9a54a', emblemInk: '#2b1f08' },
  building: { frame: '#00865f', edge: '#004a33', ink: '#fbf7ea', emblem: '#00865f', emblemInk: '#fbf3dc' },
  hero: { frame: '#5853d1', edge: '#2c2877', ink: '#ffffff', emblem: '#5853d1', emblemInk: '#fbf3dc' },
  monster: { frame: '#a82e00', edge: '#5a1700', ink: '#fbf3dc', emblem: '#a82e00', emblemInk: '#fbf3dc' },
  plague: { frame: '#4c0065', edge: '#26003a', ink: '#f3e9ff', emblem: '#4c0065', emblemInk: '#fbf3dc' },
  lastRound: { frame: '#131313', edge: '#000000', ink: '#e8c86a', emblem: '#c9a54a', emblemInk: '#2b1f08' },
  kingdom: { frame: '#c29f2d', edge: '#6e5812', ink: '#2b1f08', emblem: '#c29f2d', emblemInk: '#2b1f08' },
};

/** One emblem shape per kind, so kinds differ by outline as well as colour. */
export type EmblemShape = 'gem' | 'house' | 'disc' | 'shield' | 'hexagon' | 'hourglass' | 'crown';
export const EMBLEM_SHAPES: Record<CardType, EmblemShape> = {
  treasure: 'gem',
  building: 'house',
  hero: 'disc',
  monster: 'shield',
  plague: 'hexagon',
  lastRound: 'hourglass',
  kingdom: 'crown',
};

export const PARCHMENT = { light: '#f7efdc', dark: '#e6d6b0', ink: '#2c2418', muted: '#6b5a3c' } as const;
export const GOLD = { light: '#f0d27a', mid: '#c9a54a', dark: '#7d6222' } as const;
export const BACK = { draw: '#1d2747', drawEdge: '#0c1226', plague: '#3d2160', plagueEdge: '#1d0d33', blank: '#9a948a' } as const;

export { SEAT_COLORS, SEAT_GLYPHS, SEAT_GLYPHS_HOLLOW, seatColor, seatGlyph } from '../../../../app/seatColors';
