/** The top bar's room: when its controls would squeeze the round line, the motion settings move to the View popover. */
import { describe, expect, it } from 'vitest';
import { BAR_SCALE_MAX, barCrowded } from '../../src/renderer/hud/barRoom';

describe('top bar room', () => {
  it('has room at 1280 wide at 100% and below (and with a window frame taking a few pixels), and in wide windows at any scale', () => {
    expect(barCrowded(1280, 1)).toBe(false);
    expect(barCrowded(1264, 1)).toBe(false);
    expect(barCrowded(1280, 0.9)).toBe(false);
    expect(barCrowded(1920, 1.5)).toBe(false);
  });

  it('is crowded at 1280 wide once the interface grows (150% in particular), and in narrow windows', () => {
    expect(barCrowded(1280, 1.1)).toBe(true);
    expect(barCrowded(1280, 1.5)).toBe(true);
    expect(barCrowded(1000, 1)).toBe(true);
  });

  it('counts the bar at its own zoom, which stops growing at 115%', () => {
    expect(BAR_SCALE_MAX).toBe(1.15);
    // 1438 / 1.15 ≈ 1250: just roomy at 150%, since the bar itself grows only to 115%.
    expect(barCrowded(1438, 1.5)).toBe(false);
    expect(barCrowded(1437, 1.5)).toBe(true);
  });
});
