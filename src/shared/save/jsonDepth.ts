/**
 * How deeply a JSON text nests, found by scanning its characters (no recursion, no parsing), so a
 * hostile file cannot overflow the stack in the parser, the schema check or the hash that follow.
 */

/** A save nests about 6 levels; anything near this is not one of ours. */
export const MAX_SAVE_DEPTH = 64;

/** The deepest nesting of `[`/`{` outside strings, or `limit + 1` as soon as it passes `limit`. */
export function jsonDepth(text: string, limit = MAX_SAVE_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}
