/**
 * The random bot for any game: a move type uniformly among the legal ones, then a move of that
 * type, so a type with many variants does not drown the rare ones (in Mirianth: no deal, promises,
 * Peddlers, Rogues among the many deal variants), and random games exercise every rule.
 */
import type { BaseMove, GameBot, GameModule } from '../../engine/kit/module';
import type { SeatId } from '../../engine/kit/ids';
import { below, decisionRng, kitRng, type Rng } from './rng';

export function randomMoveOf<M extends BaseMove>(rng: Rng, moves: readonly M[]): M | undefined {
  // Counts instead of filtered copies (bench bots call this for every move); the draws are the
  // same as picking a type among the distinct types, then a move among that type's moves.
  const types: string[] = [];
  const counts: number[] = [];
  for (const m of moves) {
    const i = types.indexOf(m.type);
    if (i < 0) {
      types.push(m.type);
      counts.push(1);
    } else counts[i] = (counts[i] ?? 0) + 1;
  }
  if (types.length === 0) return undefined;
  const t = below(rng, types.length);
  const type = types[t];
  let k = below(rng, counts[t] ?? 1);
  for (const m of moves) if (m.type === type && k-- === 0) return m;
  return undefined;
}

export function createRandomGameBot<S, V, M extends BaseMove, E extends { type: string }, O>(
  game: GameModule<S, V, M, E, O>,
  seed: number,
): GameBot<V, M> {
  const rng = kitRng(seed);
  return {
    level: 'random',
    choose(view: V, seat: SeatId, at?: number): M {
      const move = randomMoveOf(at === undefined ? rng : decisionRng(seed, at), game.legalMoves(view, seat));
      if (!move) throw new Error(`${game.id}: no legal move for seat ${seat} at ${game.ctx(view).step}`);
      return move;
    },
  };
}
