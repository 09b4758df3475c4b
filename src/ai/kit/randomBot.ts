/**
 * The random bot for any game: a move type uniformly among the legal ones, then a move of that
 * type, so a type with many variants does not drown the rare ones.
 */
import type { BaseMove, GameBot, GameModule } from '../../engine/kit/module';
import type { SeatId } from '../../engine/kit/ids';
import { decisionRng, kitRng, pick, type Rng } from './rng';

export function randomMoveOf<M extends BaseMove>(rng: Rng, moves: readonly M[]): M | undefined {
  const types: string[] = [];
  for (const m of moves) if (!types.includes(m.type)) types.push(m.type);
  const type = pick(rng, types);
  return pick(rng, moves.filter((m) => m.type === type));
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
