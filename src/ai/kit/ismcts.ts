/**
 * A determinizing search any game can use on day one: single-observer Information Set MCTS
 * (Cowling, Powley & Whitehouse, 2012) over the module's `legalMoves`. Each iteration samples a
 * full state consistent with what the bot's seat sees (the game's `determinize` hook), walks the
 * shared tree with UCB over the moves available in that sample (availability counts), expands one
 * move, plays random moves to the end and credits each seat with its result.
 */
import { canonicalKey } from '../../engine/kit/canonical';
import type { SeatId } from '../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameBot, GameModule } from '../../engine/kit/module';
import { randomMoveOf } from './randomBot';
import { decisionRng, kitRng, pick, type Rng } from './rng';

/** A full state the seat cannot tell apart from the real one, with hidden parts drawn by `rng`. */
export type Determinize<S, V> = (view: V, seat: SeatId, rng: Rng) => S;

export interface IsmctsOptions<S, V, M extends BaseMove, E extends BaseEvent, O> {
  game: GameModule<S, V, M, E, O>;
  determinize: Determinize<S, V>;
  iterations?: number;
  /** Random moves at most per playout before it is scored as a draw. */
  playoutLimit?: number;
  exploration?: number;
  /** Result of a finished game for a seat, in [0, 1]; by default a win (shared wins split) is 1. */
  reward?: (state: S, seat: SeatId) => number;
}

interface Node<M> {
  move: M | null;
  mover: SeatId | null;
  visits: number;
  total: number;
  avail: number;
  children: Map<string, Node<M>>;
}

const newNode = <M>(move: M | null, mover: SeatId | null): Node<M> => ({ move, mover, visits: 0, total: 0, avail: 0, children: new Map() });

function winReward<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>) {
  return (state: S, seat: SeatId): number => {
    const winners = game.summary(state).winners;
    return winners && winners.includes(seat) ? 1 / winners.length : 0;
  };
}

/** The move with the most visits after `iterations` determinized playouts from `view`. */
export function ismctsChoose<S, V, M extends BaseMove, E extends BaseEvent, O>(
  options: IsmctsOptions<S, V, M, E, O>, view: V, seat: SeatId, rng: Rng,
): M {
  const { game, determinize, iterations = 200, playoutLimit = 500, exploration = 0.7 } = options;
  const reward = options.reward ?? winReward(game);
  const legal = game.legalMoves(view, seat);
  const only = legal[0];
  if (only === undefined) throw new Error(`${game.id}: no legal move for seat ${seat}`);
  if (legal.length === 1) return only;
  const root = newNode<M>(null, null);
  const seatCount = game.ctx(view).order.length;
  for (let i = 0; i < iterations; i++) {
    let state = determinize(view, seat, rng);
    let node = root;
    const path: Node<M>[] = [root];
    // Selection and expansion: down the tree while every available move has been tried.
    for (;;) {
      const ctx = game.ctx(state);
      const actor = ctx.awaiting[0];
      if (ctx.over || actor === undefined) break;
      const moves = game.legalMoves(state, actor);
      if (moves.length === 0) break;
      const keyed = moves.map((m) => ({ m, key: canonicalKey(m) }));
      const untried = keyed.filter((k) => !node.children.has(k.key));
      for (const k of keyed) {
        const child = node.children.get(k.key);
        if (child) child.avail++;
      }
      let chosen: { m: M; key: string } | undefined;
      if (untried.length > 0) chosen = pick(rng, untried);
      else {
        let best = -Infinity;
        for (const k of keyed) {
          const child = node.children.get(k.key);
          if (!child) continue;
          const score = child.total / child.visits + exploration * Math.sqrt(Math.log(child.avail) / child.visits);
          if (score > best) { best = score; chosen = k; }
        }
      }
      if (!chosen) break;
      const applied = game.apply(state, chosen.m);
      if (!applied.ok) break;
      state = applied.state;
      let child = node.children.get(chosen.key);
      const expanded = child === undefined;
      if (!child) {
        child = newNode(chosen.m, actor);
        child.avail = 1;
        node.children.set(chosen.key, child);
      }
      path.push(child);
      node = child;
      if (expanded) break;
    }
    // Playout: random moves to the end.
    for (let n = 0; n < playoutLimit; n++) {
      const ctx = game.ctx(state);
      const actor = ctx.awaiting[0];
      if (ctx.over || actor === undefined) break;
      const move = randomMoveOf(rng, game.legalMoves(state, actor));
      if (!move) break;
      const applied = game.apply(state, move);
      if (!applied.ok) break;
      state = applied.state;
    }
    const over = game.ctx(state).over;
    for (const visited of path) {
      visited.visits++;
      if (visited.mover !== null) visited.total += over ? reward(state, visited.mover) : 1 / seatCount;
    }
  }
  // The most visited root move that is legal in the real view.
  let bestMove = only;
  let bestVisits = -1;
  for (const m of legal) {
    const visits = root.children.get(canonicalKey(m))?.visits ?? 0;
    if (visits > bestVisits) { bestVisits = visits; bestMove = m; }
  }
  return bestMove;
}

/** An ISMCTS bot at a level; `at` (moves played) makes its whims repeatable after an undo. */
export function createIsmctsBot<S, V, M extends BaseMove, E extends BaseEvent, O>(
  options: IsmctsOptions<S, V, M, E, O>, seed: number, level: GameBot<V, M>['level'] = 'hard',
): GameBot<V, M> {
  const rng = kitRng(seed);
  return {
    level,
    choose: (view, seat, at) => ismctsChoose(options, view, seat, at === undefined ? rng : decisionRng(seed, at)),
  };
}
