/**
 * One whole game between bots, for any module: the first awaited seat asks its bot, which sees only
 * its seat's view. The generic twin of Mirianth's `ai/runGame.ts` (which the Mirianth CLI keeps).
 */
import type { SeatId } from '../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameBot, GameModule } from '../../engine/kit/module';

export interface ModuleGameRun<S, V, M extends BaseMove, E extends BaseEvent, O> {
  game: GameModule<S, V, M, E, O>;
  seed: number | string;
  names: readonly string[];
  bots: readonly GameBot<V, M>[];
  rulesVersion?: number;
  options?: O;
  /** Called with the events of setup and of every move, and the state they led to. */
  onEvents?: (events: readonly E[], state: S) => void;
  maxMoves?: number;
}

export interface PlayedModuleGame<S, M> {
  final: S;
  moves: M[];
  /** Decision time in ms, per seat. */
  decisionMs: number[][];
}

export function actingSeat<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>, state: S): SeatId | undefined {
  return game.ctx(state).awaiting[0];
}

export function runModuleGame<S, V, M extends BaseMove, E extends BaseEvent, O>(run: ModuleGameRun<S, V, M, E, O>): PlayedModuleGame<S, M> {
  const { game, bots, maxMoves = 20_000 } = run;
  const started = game.create({ seed: run.seed, players: run.names.map((name) => ({ name })), rulesVersion: run.rulesVersion, options: run.options });
  run.onEvents?.(started.events, started.state);
  let state = started.state;
  const moves: M[] = [];
  const decisionMs: number[][] = run.names.map(() => []);
  while (!game.ctx(state).over) {
    if (moves.length >= maxMoves) throw new Error(`${game.id}: game did not finish within ${maxMoves} moves`);
    const seat = actingSeat(game, state);
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) throw new Error(`${game.id}: nobody can act at ${game.ctx(state).step}`);
    const t0 = performance.now();
    const move = bot.choose(game.view(state, seat), seat, moves.length);
    decisionMs[seat]?.push(performance.now() - t0);
    const r = game.apply(state, move);
    if (!r.ok) throw new Error(`${game.id}: ${bot.level} bot at seat ${seat} played an illegal move: ${r.refusal.message}`);
    moves.push(move);
    state = r.state;
    run.onEvents?.(r.events, state);
  }
  return { final: state, moves, decisionMs };
}
