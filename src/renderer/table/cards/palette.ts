/** Card colours by type (white, green, blue, red, purple), plus the special cards. */
import type { CardType } from '../../../engine';

export interface TypeColors {
  /** Frame and header. */
  frame: string;
  /** Darker edge of the frame. */
  edge: string;
  /** Text on the header. */
  ink: string;
  /** The emblem's fill. */
  emblem: string;
}

export const TYPE_COLORS: Record<CardType, TypeColors> = {
  treasure: { frame: '#ece5d2', edge: '#a8976b', ink: '#3b2f17', emblem: '#c9a54a' },
  building: { frame: '#2f7d46', edge: '#1a4b29', ink: '#f7f1de', emblem: '#2f7d46' },
  hero: { frame: '#2c5fb0', edge: '#17356a', ink: '#f7f1de', emblem: '#2c5fb0' },
  monster: { frame: '#a8322f', edge: '#5e1513', ink: '#f7f1de', emblem: '#a8322f' },
  plague: { frame: '#6d3f9c', edge: '#3a1f57', ink: '#f3e9ff', emblem: '#6d3f9c' },
  lastRound: { frame: '#26211d', edge: '#0d0b09', ink: '#e8c86a', emblem: '#c9a54a' },
  kingdom: { frame: '#8a6b2f', edge: '#4d3a15', ink: '#fbf3dc', emblem: '#8a6b2f' },
};

export const PARCHMENT = { light: '#f7efdc', dark: '#e6d6b0', ink: '#2c2418', muted: '#6b5a3c' } as const;
export const GOLD = { light: '#f0d27a', mid: '#c9a54a', dark: '#7d6222' } as const;
export const BACK = { draw: '#1d2747', drawEdge: '#0c1226', plague: '#3d2160', plagueEdge: '#1d0d33', blank: '#9a948a' } as const;

/** Seat colours: tokens, name plates and announcement markers (distinct from the type colours). */
export const SEAT_COLORS = ['#e2a93b', '#3fb6c8', '#e07a95', '#9bd25a'] as const;

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? '#e2a93b';
}
