/**
 * Names and chat are plain text: the host normalizes them before they reach anyone, so no client
 * ever sees control characters, bidi overrides, invisible characters or lone surrogates. Markup
 * characters are kept as typed ("<3") because every client renders this text as text, never as
 * HTML.
 */

/** Control characters become spaces (then collapse): a newline in a name is just a gap. */
const isControl = (c: number): boolean => c < 0x20 || (c >= 0x7f && c <= 0x9f);

// Zero-width characters, bidi embeddings/overrides/isolates, fillers, variation selectors, BOM
// and interlinear annotations: they let a name impersonate another or flip the text around it.
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad], [0x034f, 0x034f], [0x061c, 0x061c], [0x115f, 0x1160], [0x17b4, 0x17b5],
  [0x180b, 0x180f], [0x200b, 0x200f], [0x202a, 0x202e], [0x2060, 0x206f], [0x3164, 0x3164],
  [0xfe00, 0xfe0f], [0xfeff, 0xfeff], [0xffa0, 0xffa0], [0xfff0, 0xfffb], [0xe0000, 0xe0fff],
];
const isInvisible = (c: number): boolean => INVISIBLE.some(([lo, hi]) => c >= lo && c <= hi);
const isSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdfff;

export function plainText(input: string, maxCodePoints: number): string {
  const kept: string[] = [];
  // Iterating a string yields code points; an unpaired surrogate comes out alone and is dropped.
  for (const ch of input.normalize('NFC')) {
    const c = ch.codePointAt(0) ?? 0;
    if (ch.length === 1 && isSurrogate(c)) continue;
    if (isInvisible(c)) continue;
    kept.push(isControl(c) ? ' ' : ch);
  }
  const points = Array.from(kept.join('').replace(/\s+/g, ' ').trim());
  return points.length <= maxCodePoints ? points.join('') : points.slice(0, maxCodePoints).join('').trimEnd();
}
