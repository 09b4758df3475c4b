/**
 * Seat colours: tokens, name plates and announcement markers. Like the frames, every pair stays
 * 20 or more apart under each colour-vision deficiency; each seat also has its own glyph.
 */
export const SEAT_COLORS = ['#a0a900', '#4bdeff', '#fc7696', '#e3f9b5'] as const;
/** Filled glyphs mark a seat; the hollow twin marks the same seat not yet committed. */
export const SEAT_GLYPHS = ['●', '▲', '■', '◆'] as const;
export const SEAT_GLYPHS_HOLLOW = ['○', '△', '□', '◇'] as const;

export function seatColor(seat: number): string {
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? SEAT_COLORS[0];
}

export function seatGlyph(seat: number, hollow = false): string {
  const list = hollow ? SEAT_GLYPHS_HOLLOW : SEAT_GLYPHS;
  return list[seat % list.length] ?? list[0];
}
