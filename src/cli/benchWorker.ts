/** Worker side of `npm run bench`: plays its share of random games and posts the tally. */
import { parentPort, workerData } from 'node:worker_threads';
import { playRandomGames } from './benchEngine';

const { firstSeed, minMs, minGames } = workerData as { firstSeed: number; minMs: number; minGames: number };
playRandomGames(firstSeed + 5_000_000, 500, 10); // warm up the JIT before timing, as the main thread does
parentPort?.postMessage(playRandomGames(firstSeed, minMs, minGames));
