/**
 * Engine throughput: whole random 4-player games through the real statechart (random bots that
 * see only their playerView and play legal moves). Runs in the calling thread or a worker.
 */
import { MIRIANTH_ORDER, mirianthBot } from '../ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../ai/kit/runGame';
import { mirianthModule } from '../engine/games/mirianth/module';

export interface EngineRun { games: number; moves: number; ms: number; paired?: PairedRound[] }

/** One round of the single-thread run: the games' rate and the bare actor's, taken back to back. */
export interface PairedRound { gamesPerSecond: number; bareTransitionsPerSecond: number }

export function playRandomGames(firstSeed: number, minMs: number, minGames: number): EngineRun {
  const names = ['A', 'B', 'C', 'D'];
  let games = 0;
  let moves = 0;
  const t0 = performance.now();
  while (games < minGames || performance.now() - t0 < minMs) {
    const seed = firstSeed + games;
    const bots = names.map((_, i) => mirianthBot('random', seed * 4 + i));
    moves += runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed, names, bots }).moves.length;
    games++;
  }
  return { games, moves, ms: performance.now() - t0 };
}
