/**
 * Plays one whole game headless: each awaiting seat (in turn order from the revealer) asks its
 * bot, which sees only its playerView. Used by the CLI, simulations, benchmarks and tests.
 */
import {
  applyMove, awaitingSeats, createGame, playerView, turnOrder,
  type DomainEvent, type GameState, type Move, type RulesVersion, type SeatId,
} from '../../../engine/games/mirianth';
import type { Bot } from './types';

export interface PlayedGame {
  final: GameState;
  moves: Move[];
  /** Decision time in ms per seat. */
  decisionMs: number[][];
  /** Per seat, the time taken to answer each proposal (accept or reject). */
  answerMs: number[][];
}

export interface RunOptions {
  seed: number | string;
  names: string[];
  bots: Bot[];
  onEvents?: (events: DomainEvent[], state: GameState) => void;
  /** Called after each move with the state it was played on and the state it led to. */
  onMove?: (before: GameState, move: Move, after: GameState) => void;
  maxMoves?: number;
  /** The rules to play under; omitted = the current version. */
  rulesVersion?: RulesVersion;
}

export function nextSeat(state: GameState): SeatId | undefined {
  const waiting = awaitingSeats(state);
  return turnOrder(state.players.length, state.revealer).find((s) => waiting.includes(s));
}

export function runGame({ seed, names, bots, onEvents, onMove, maxMoves = 20_000, rulesVersion }: RunOptions): PlayedGame {
  const started = createGame({ seed, players: names.map((name) => ({ name })), rulesVersion });
  onEvents?.(started.events, started.state);
  let state = started.state;
  const moves: Move[] = [];
  const decisionMs: number[][] = names.map(() => []);
  const answerMs: number[][] = names.map(() => []);
  while (state.step !== 'gameOver') {
    if (moves.length >= maxMoves) throw new Error(`Game did not finish within ${maxMoves} moves`);
    const seat = nextSeat(state);
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) throw new Error(`Nobody can act at ${state.step}`);
    const t0 = performance.now();
    const move = bot.choose(playerView(state, seat), seat);
    const ms = performance.now() - t0;
    decisionMs[seat]?.push(ms);
    if (move.type === 'accept' || move.type === 'reject') answerMs[seat]?.push(ms);
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`${bot.kind} bot at seat ${seat} played an illegal move: ${r.refusal.message}`);
    moves.push(move);
    onMove?.(state, move, r.state);
    state = r.state;
    onEvents?.(r.events, state);
  }
  return { final: state, moves, decisionMs, answerMs };
}
