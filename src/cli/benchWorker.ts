/** Worker side of `npm run bench`: plays its share of random games and posts the tally. */
import { parentPort, workerData } from 'node:worker_threads';
import { playRandomGames } from './benchEngine';

const { firstSeed, minMs, minGames } = workerData as { firstSeed: number; minMs: number; minGames: number };
parentPort?.postMessage(playRandomGames(firstSeed, minMs, minGames));
