import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, parseWindowState, placeWindow, type Rect, type WindowState } from '../../src/main/windowStatePolicy';

const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1050 };
const rightMonitor: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };
const saved = (over: Partial<WindowState> = {}): WindowState => ({ x: 100, y: 80, width: 1400, height: 900, maximized: false, fullScreen: false, ...over });

describe('remembered window state', () => {
  it('reads only a valid stored state', () => {
    expect(parseWindowState(JSON.stringify(saved()))).toEqual(saved());
    expect(parseWindowState(null)).toBeNull();
    expect(parseWindowState('{"x": 1')).toBeNull();
    expect(parseWindowState(JSON.stringify({ ...saved(), width: -5 }))).toBeNull();
    expect(parseWindowState(JSON.stringify({ ...saved(), x: 1.5 }))).toBeNull();
    expect(parseWindowState(JSON.stringify({ ...saved(), extra: true }))).toBeNull();
  });

  it('opens at the default size, centred, the first time', () => {
    expect(placeWindow(null, [laptop])).toEqual({
      bounds: { x: (1920 - DEFAULT_SIZE.width) / 2, y: (1050 - DEFAULT_SIZE.height) / 2, ...DEFAULT_SIZE },
      maximized: false,
      fullScreen: false,
    });
  });

  it('puts the window back where it was, maximized or not', () => {
    expect(placeWindow(saved(), [laptop]).bounds).toEqual({ x: 100, y: 80, width: 1400, height: 900 });
    expect(placeWindow(saved({ x: 2200, maximized: true }), [laptop, rightMonitor])).toEqual({
      bounds: { x: 2200, y: 80, width: 1400, height: 900 }, maximized: true, fullScreen: false,
    });
  });

  it('brings a window back from a monitor that is gone', () => {
    const placed = placeWindow(saved({ x: 2200 }), [laptop]);
    expect(placed.bounds).toEqual({ x: 260, y: 75, width: 1400, height: 900 });
  });

  it('shrinks a window larger than the screen and keeps it on it', () => {
    const placed = placeWindow(saved({ x: 1800, y: 10, width: 2500, height: 1400 }), [laptop, { x: 1920, y: 0, width: 1280, height: 800 }]);
    expect(placed.bounds.width).toBeLessThanOrEqual(1920);
    expect(placed.bounds.x + placed.bounds.width).toBeLessThanOrEqual(1920);
    expect(placed.bounds.y + placed.bounds.height).toBeLessThanOrEqual(1050);
  });

  it('does not trust a title bar hidden above the screen', () => {
    const placed = placeWindow(saved({ y: -500 }), [laptop]);
    expect(placed.bounds.y).toBeGreaterThanOrEqual(0);
  });
});
