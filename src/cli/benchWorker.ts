/**
 * Worker side of `npm run bench`: plays its share of random games and posts the tally. With
 * `rounds`, it alternates the bare XState yardstick and the games that many times, so both see
 * the same machine load; each round's pair of rates is posted for the median ratio.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runBareTransitions } from './benchBare';
import { playRandomGames, type EngineRun, type PairedRound } from './benchEngine';

const { firstSeed, minMs, minGames, rounds } = workerData as { firstSeed: number; minMs: number; minGames: number; rounds?: number };
playRandomGames(firstSeed + 5_000_000, 500, 10); // warm up the JIT before timing, as the main thread does
if (!rounds) {
  parentPort?.postMessage(playRandomGames(firstSeed, minMs, minGames));
} else {
  runBareTransitions(300);
  const total: EngineRun = { games: 0, moves: 0, ms: 0 };
  const paired: PairedRound[] = [];
  for (let r = 0; r < rounds; r++) {
    const bare = runBareTransitions(Math.max(200, minMs / rounds / 3));
    const run = playRandomGames(firstSeed + total.games, minMs / rounds, Math.ceil(minGames / rounds));
    total.games += run.games;
    total.moves += run.moves;
    total.ms += run.ms;
    paired.push({ gamesPerSecond: (run.games / run.ms) * 1000, bareTransitionsPerSecond: (bare.transitions / bare.ms) * 1000 });
  }
  parentPort?.postMessage({ ...total, paired });
}
