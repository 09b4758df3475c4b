/**
 * Colour-blind safety (issue 14): seat colours and card-kind frames stay apart under simulated
 * protanopia, deuteranopia and tritanopia, and each kind and seat has a second cue besides colour.
 */
import { differenceCiede2000, filterDeficiencyDeuter, filterDeficiencyProt, filterDeficiencyTrit, parse, type Color } from 'culori';
import { describe, expect, it } from 'vitest';
import { SEAT_COLORS, SEAT_GLYPHS, SEAT_GLYPHS_HOLLOW } from '../../src/renderer/app/seatColors';
import { EMBLEM_SHAPES, TYPE_COLORS } from '../../src/renderer/games/mirianth/table/cards/palette';

const difference = differenceCiede2000();
const VISIONS: Record<string, (c: Color) => Color> = {
  normal: (c) => c,
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
};
const MIN_DIFFERENCE = 20;

function colour(hex: string): Color {
  const c = parse(hex);
  if (!c) throw new Error(`not a colour: ${hex}`);
  return c;
}

/** The closest pair of a set under every vision, with its difference. */
function closestPairs(named: Record<string, string>): { vision: string; pair: string; difference: number }[] {
  const names = Object.keys(named);
  const out: { vision: string; pair: string; difference: number }[] = [];
  for (const [vision, simulate] of Object.entries(VISIONS)) {
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const a = names[i] ?? '';
        const b = names[j] ?? '';
        out.push({ vision, pair: `${a}/${b}`, difference: difference(simulate(colour(named[a] ?? '')), simulate(colour(named[b] ?? ''))) });
      }
    }
  }
  return out;
}

describe('colour-vision safety', () => {
  it('every pair of card-kind frames differs by at least 20 (CIEDE2000) under each simulated deficiency', () => {
    const frames = Object.fromEntries(Object.entries(TYPE_COLORS).map(([kind, c]) => [kind, c.frame]));
    const tooClose = closestPairs(frames).filter((p) => p.difference < MIN_DIFFERENCE);
    expect(tooClose).toEqual([]);
  });

  it('every pair of seat colours differs by at least 20 under each simulated deficiency', () => {
    const seats = Object.fromEntries(SEAT_COLORS.map((c, i) => [`seat ${i + 1}`, c]));
    const tooClose = closestPairs(seats).filter((p) => p.difference < MIN_DIFFERENCE);
    expect(tooClose).toEqual([]);
  });

  it('the old palette fails the same check (the test can tell)', () => {
    const old = { hero: '#2c5fb0', plague: '#6d3f9c', building: '#2f7d46', monster: '#a8322f' };
    expect(closestPairs(old).some((p) => p.difference < MIN_DIFFERENCE)).toBe(true);
  });

  it('each card kind has its own emblem shape and each seat its own glyph', () => {
    const shapes = Object.values(EMBLEM_SHAPES);
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(new Set(SEAT_GLYPHS).size).toBe(SEAT_GLYPHS.length);
    expect(new Set(SEAT_GLYPHS_HOLLOW).size).toBe(SEAT_GLYPHS.length);
    expect(SEAT_GLYPHS.length).toBe(SEAT_COLORS.length);
  });
});
