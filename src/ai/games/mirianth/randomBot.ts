/**
 * The random bot: picks a move type uniformly among those it may play, then a move of that type.
 * Choosing the type first keeps rare decisions (no deal, promises, Peddlers, Rogues) from being
 * drowned by the many deal variants, so random games exercise every rule.
 */
import { xoroshiro128plus, type XoroShiro128Plus } from '../../rng';
import { legalMoves, type Move, type PublicState, type SeatId } from '../../../engine/games/mirianth';

export interface RandomBot {
  choose(view: PublicState, seat: SeatId): Move | null;
}

export function pickRandom<T>(rng: XoroShiro128Plus, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  return items[((rng.next() >>> 0) % items.length)];
}

export function randomMove(rng: XoroShiro128Plus, moves: readonly Move[]): Move | null {
  // Counts instead of filtered copies (the bench's bots call this for every move); the draws are
  // the same as picking a type among the distinct types, then a move among that type's moves.
  const types: Move['type'][] = [];
  const counts: number[] = [];
  for (const m of moves) {
    const i = types.indexOf(m.type);
    if (i < 0) {
      types.push(m.type);
      counts.push(1);
    } else counts[i] = (counts[i] ?? 0) + 1;
  }
  if (types.length === 0) return null;
  const t = (rng.next() >>> 0) % types.length;
  const type = types[t];
  let k = (rng.next() >>> 0) % (counts[t] ?? 1);
  for (const m of moves) if (m.type === type && k-- === 0) return m;
  return null;
}

export function createRandomBot(seed: number): RandomBot {
  const rng = xoroshiro128plus(seed);
  return { choose: (view, seat) => randomMove(rng, legalMoves(view, seat)) };
}
