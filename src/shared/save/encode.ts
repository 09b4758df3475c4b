/** The save file's text and checksum, the same for every game's document. */
import { hashValue as hashState } from '../../engine/kit/hash';

/** The checksum covers every field but itself, in canonical form, so whitespace does not count. */
export function documentChecksum(doc: object & { checksum?: string }): string {
  const { checksum: _checksum, ...rest } = doc;
  return hashState(rest);
}

/**
 * Header fields indented for a person reading the file, then one move per line: readable,
 * friendly to diff, and still about as small as compact JSON.
 */
export function serializeAny(doc: object & { moves: readonly unknown[] }): string {
  const { moves, ...head } = doc;
  const headText = JSON.stringify(head, null, 2);
  const body = moves.length === 0 ? '[]' : `[\n${moves.map((m) => `    ${JSON.stringify(m)}`).join(',\n')}\n  ]`;
  return `${headText.slice(0, -2)},\n  "moves": ${body}\n}\n`;
}
