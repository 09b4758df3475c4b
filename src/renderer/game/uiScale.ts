/** The interface scale's range and steps (pure: no window), shared by settings, the View popover and the zoom menu. */
import type { MenuAction } from '../../shared/menu';

export const UI_SCALE = { min: 0.9, max: 1.5, step: 0.1 } as const;

/** A scale inside 90–150%, on the 10% steps the zoom keys take. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.round(Math.min(UI_SCALE.max, Math.max(UI_SCALE.min, scale)) * 10) / 10;
}

/** The next scale up (+1), down (-1) or back to 100% (0). */
export function stepScale(scale: number, direction: 1 | -1 | 0): number {
  return direction === 0 ? 1 : clampScale(scale + direction * UI_SCALE.step);
}

/** What a View-menu zoom item makes of the scale; null for other menu items. */
export function zoomFor(action: MenuAction, scale: number): number | null {
  switch (action) {
    case 'zoomIn': return stepScale(scale, 1);
    case 'zoomOut': return stepScale(scale, -1);
    case 'zoomReset': return 1;
    default: return null;
  }
}
