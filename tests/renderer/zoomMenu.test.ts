/** The View menu's zoom items step the interface scale by 10% inside 90–150%, and reset to 100%. */
import { describe, expect, it } from 'vitest';
import { clampScale, zoomFor } from '../../src/renderer/game/uiScale';

describe('interface zoom', () => {
  it('steps up and down by 10% and stops at 90% and 150%', () => {
    let scale = 1;
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) seen.push((scale = zoomFor('zoomIn', scale) ?? scale));
    expect(seen).toEqual([1.1, 1.2, 1.3, 1.4, 1.5, 1.5, 1.5, 1.5]);
    for (let i = 0; i < 8; i++) scale = zoomFor('zoomOut', scale) ?? scale;
    expect(scale).toBe(0.9);
    expect(zoomFor('zoomReset', 1.3)).toBe(1);
    expect(zoomFor('save', 1.3)).toBeNull();
  });

  it('a remembered scale out of range or not a number comes back inside it', () => {
    expect(clampScale(3)).toBe(1.5);
    expect(clampScale(0.2)).toBe(0.9);
    expect(clampScale(Number.NaN)).toBe(1);
    expect(clampScale(1.23)).toBe(1.2);
  });
});
