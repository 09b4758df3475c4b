/**
 * Remembered window size and position: the stored shape, and where to put the window when the
 * screens have changed since (a monitor unplugged, a smaller laptop screen). Pure: Node tests run it.
 */
import { z } from 'zod';

export interface Rect { x: number; y: number; width: number; height: number }

export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 960, height: 600 };
/** A title bar strip this big must be on some screen, or the window could not be dragged back. */
const GRAB = { width: 120, height: 32 };

const coordinate = z.number().int().min(-100_000).max(100_000);
const extent = z.number().int().min(100).max(100_000);

export const windowStateSchema = z.strictObject({
  x: coordinate,
  y: coordinate,
  width: extent,
  height: extent,
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});
export type WindowState = z.output<typeof windowStateSchema>;

/** The stored file's text, or null when missing or not a valid state (then defaults apply). */
export function parseWindowState(text: string | null): WindowState | null {
  if (text === null) return null;
  try {
    const parsed = windowStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

function centered(size: { width: number; height: number }, area: Rect): Rect {
  return {
    x: Math.round(area.x + (area.width - size.width) / 2),
    y: Math.round(area.y + (area.height - size.height) / 2),
    ...size,
  };
}

export interface Placement {
  bounds: Rect;
  maximized: boolean;
  fullScreen: boolean;
}

/**
 * Where the window opens. `workAreas` are the screens' usable areas, the primary one first.
 * The saved bounds are kept when their title bar is reachable on some screen; otherwise the
 * saved size (shrunk to fit) is centred on the primary screen.
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rect[]): Placement {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE };
  const fit = (size: { width: number; height: number }, area: Rect) => ({
    width: Math.max(Math.min(size.width, area.width), Math.min(MIN_SIZE.width, area.width)),
    height: Math.max(Math.min(size.height, area.height), Math.min(MIN_SIZE.height, area.height)),
  });
  if (!saved) return { bounds: centered(fit(DEFAULT_SIZE, primary), primary), maximized: false, fullScreen: false };

  const titleBar: Rect = { x: saved.x, y: saved.y, width: saved.width, height: GRAB.height };
  const home = workAreas.find((area) => {
    const o = overlap(titleBar, area);
    return o.width >= GRAB.width && o.height >= GRAB.height;
  });
  const flags = { maximized: saved.maximized, fullScreen: saved.fullScreen };
  if (!home) return { bounds: centered(fit(saved, primary), primary), ...flags };
  const size = fit(saved, home);
  // Keep the position, nudged so that the (possibly shrunk) window stays within its screen.
  const x = Math.min(Math.max(saved.x, home.x), home.x + home.width - size.width);
  const y = Math.min(Math.max(saved.y, home.y), home.y + home.height - size.height);
  return { bounds: { x, y, ...size }, ...flags };
}
