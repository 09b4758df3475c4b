/**
 * One whole game between bots, for any module: an awaited seat asks its bot, which sees only its
 * seat's view. By default the first awaited seat acts and bots are told the move index; a game's
 * AI may declare its own `RunOrder` (Mirianth Wars: turn order from the revealer, no move index,
 * which its golden games and CLI outputs were recorded with).
 */
import type { SeatId } from '../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameBot, GameModule } from '../../engine/kit/module';

/** How a game's headless runs pick the acting seat and call its bot, when not the kit's way. */
export interface RunOrder<S> {
  /** Which of the awaited seats acts next (default: the first awaited). */
  nextSeat?(state: S, awaiting: readonly SeatId[]): SeatId | undefined;
  /** Whether bots are told the move index `at` (default true); without it a bot draws from its own stream. */
  moveIndex?: boolean;
}

export interface ModuleGameRun<S, V, M extends BaseMove, E extends BaseEvent, O> {
  game: GameModule<S, V, M, E, O>;
  seed: number | string;
  names: readonly string[];
  bots: readonly GameBot<V, M>[];
  rulesVersion?: number;
  options?: O;
  /** The game's own seat order and bot calling, when it declares one (its `GameAi.order`). */
  order?: RunOrder<S>;
  /** Called with the events of setup and of every move, and the state they led to. */
  onEvents?: (events: readonly E[], state: S) => void;
  /** Called after each move with the state it was played on, the state it led to and the decision time in ms. */
  onMove?: (before: S, move: M, after: S, ms: number) => void;
  maxMoves?: number;
}

export interface PlayedModuleGame<S, M> {
  final: S;
  moves: M[];
  /** Decision time in ms, per seat. */
  decisionMs: number[][];
}

export function actingSeat<S, V, M extends BaseMove, E extends BaseEvent, O>(
  game: GameModule<S, V, M, E, O>, state: S, order?: RunOrder<S>, awaiting: readonly SeatId[] = game.ctx(state).awaiting,
): SeatId | undefined {
  return order?.nextSeat ? order.nextSeat(state, awaiting) : awaiting[0];
}

export function runModuleGame<S, V, M extends BaseMove, E extends BaseEvent, O>(run: ModuleGameRun<S, V, M, E, O>): PlayedModuleGame<S, M> {
  const { game, bots, order, maxMoves = 20_000 } = run;
  const moveIndex = order?.moveIndex ?? true;
  const started = game.create({ seed: run.seed, players: run.names.map((name) => ({ name })), rulesVersion: run.rulesVersion, options: run.options });
  run.onEvents?.(started.events, started.state);
  let state = started.state;
  const moves: M[] = [];
  const decisionMs: number[][] = run.names.map(() => []);
  // The game's ctx once a move: it works out who is awaited, which is not free in every game.
  for (let ctx = game.ctx(state); !ctx.over; ctx = game.ctx(state)) {
    if (moves.length >= maxMoves) throw new Error(`${game.id}: game did not finish within ${maxMoves} moves`);
    const seat = actingSeat(game, state, order, ctx.awaiting);
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) throw new Error(`${game.id}: nobody can act at ${ctx.step}`);
    const t0 = performance.now();
    const move = moveIndex ? bot.choose(game.view(state, seat), seat, moves.length) : bot.choose(game.view(state, seat), seat);
    const ms = performance.now() - t0;
    decisionMs[seat]?.push(ms);
    const r = game.apply(state, move);
    if (!r.ok) throw new Error(`${game.id}: ${bot.level} bot at seat ${seat} played an illegal move: ${r.refusal.message}`);
    moves.push(move);
    run.onMove?.(state, move, r.state, ms);
    state = r.state;
    run.onEvents?.(r.events, state);
  }
  return { final: state, moves, decisionMs };
}
