/**
 * Engine throughput: whole random 4-player games of the default game (Mirianth Wars) through the
 * real statechart (random bots that see only their playerView and play legal moves), in the
 * game's own run order, all from the registries. Runs in the calling thread or a worker.
 */
import { runModuleGame } from '../ai/kit/runGame';
import { aiFor } from '../ai/registry';
import { DEFAULT_GAME_ID, gameById } from '../engine/registry';

export interface EngineRun { games: number; moves: number; ms: number; paired?: PairedRound[] }

/** One round of the single-thread run: the games' rate and the bare actor's, taken back to back. */
export interface PairedRound { gamesPerSecond: number; bareTransitionsPerSecond: number }

export function playRandomGames(firstSeed: number, minMs: number, minGames: number): EngineRun {
  const game = gameById(DEFAULT_GAME_ID);
  const ai = aiFor(game);
  const names = ['A', 'B', 'C', 'D'];
  let games = 0;
  let moves = 0;
  const t0 = performance.now();
  while (games < minGames || performance.now() - t0 < minMs) {
    const seed = firstSeed + games;
    const bots = names.map((_, i) => ai.createBot('random', seed * 4 + i));
    moves += runModuleGame({ game, order: ai.order, seed, names, bots }).moves.length;
    games++;
  }
  return { games, moves, ms: performance.now() - t0 };
}
