/**
 * Following the frozen guided game: is the game played so far the script's, and what is the
 * scripted next move? Moves are compared as sets where order carries no meaning (the cards of a
 * discard, the aims of archers), so a panel that lists them in another order stays on script.
 */
import { canonicalJson } from '../../../../engine/kit/stateHash';
import { type Move } from '../../../../engine/games/mirianth';

function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised).map((v) => canonicalJson(v)).sort();
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, normalised(v)]));
  }
  return value;
}

export function sameMove(a: Move, b: Move): boolean {
  return canonicalJson(normalised(a)) === canonicalJson(normalised(b));
}

/** How far the played moves follow the script; null next when the game left it (or ran past its end). */
export function scriptedNext(played: readonly Move[], script: readonly Move[]): { onScript: boolean; next: Move | null } {
  if (played.length > script.length) return { onScript: false, next: null };
  for (const [i, move] of played.entries()) {
    const want = script[i];
    if (!want || !sameMove(move, want)) return { onScript: false, next: null };
  }
  return { onScript: true, next: script[played.length] ?? null };
}
