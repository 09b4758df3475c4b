/**
 * The random bot: picks a move type uniformly among those it may play, then a move of that type.
 * Choosing the type first keeps rare decisions (no deal, promises, Peddlers, Rogues) from being
 * drowned by the many deal variants, so random games exercise every rule.
 */
import { xoroshiro128plus, type XoroShiro128Plus } from './rng';
import { legalMoves, type Move, type PublicState, type SeatId } from '../engine';

export interface RandomBot {
  choose(view: PublicState, seat: SeatId): Move | null;
}

export function pickRandom<T>(rng: XoroShiro128Plus, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  return items[((rng.next() >>> 0) % items.length)];
}

export function randomMove(rng: XoroShiro128Plus, moves: readonly Move[]): Move | null {
  const types: Move['type'][] = [];
  for (const m of moves) if (!types.includes(m.type)) types.push(m.type);
  const type = pickRandom(rng, types);
  return pickRandom(rng, moves.filter((m) => m.type === type)) ?? null;
}

export function createRandomBot(seed: number): RandomBot {
  const rng = xoroshiro128plus(seed);
  return { choose: (view, seat) => randomMove(rng, legalMoves(view, seat)) };
}
