/**
 * `npm run bench [-- --json] [-- --seconds S]`: engine throughput in whole random 4-player games
 * per second, first in one thread, then with one worker per core (reported as `gamesPerSecond`);
 * then save + load of a full 4-player game (`saveLoadMs`, `saveBytes`). The one-thread run alternates
 * with a bare XState actor (`benchBare.ts`) in five rounds: `bareTransitionsPerSecond` is its median
 * rate and `gamesPer1kTransitions` the median of each round's games/s ÷ bare transitions/s × 1000.
 * The engine is bundled with esbuild first, as the app and the LAN host run it: from source under
 * tsx, every call between modules goes through an interop getter and costs about 15% more.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { measureSaveLoad } from '../server/saves/bench';
import { cliGameOf } from './games/registry';
import { GAME_OPTION, gameOption, requireGame } from './game';
import { DEFAULT_GAME_ID } from '../engine/registry';
import { flag, intOption, parseOptions, text } from './args';
import type { EngineRun } from './benchEngine';
import { EXIT_BAD_INPUT, UsageError } from './types';

async function bundleWorker(dir: string): Promise<string> {
  const outfile = join(dir, 'benchWorker.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('./benchWorker.ts', import.meta.url))],
    bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'warning',
  });
  return outfile;
}

function inWorker(file: string, firstSeed: number, minMs: number, rounds?: number): Promise<EngineRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: { firstSeed, minMs, minGames: 20, rounds } });
    worker.once('message', (run: EngineRun) => resolve(run));
    worker.once('error', reject);
  });
}

const rate = (r: EngineRun): number => (r.games / r.ms) * 1000;
const ROUNDS = 5;

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function main(): Promise<number> {
  let json = false;
  let seconds = 5;
  try {
    const { values } = parseOptions(process.argv.slice(2), { json: { type: 'boolean' }, seconds: { type: 'string' }, ...GAME_OPTION });
    // The engine bench plays Mirianth's random games; --game is accepted for every command alike.
    requireGame(gameOption(values), [DEFAULT_GAME_ID], 'bench');
    json = flag(values, 'json');
    seconds = intOption(text(values, 'seconds'), 'seconds', 1, 600, 5);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`bench: ${err.message}\nusage: npm run bench [-- --json] [-- --seconds S] [-- --game ID]`);
      return EXIT_BAD_INPUT;
    }
    throw err;
  }
  const log = (line: string) => { if (!json) console.log(line); };
  const cores = availableParallelism();
  const dir = mkdtempSync(join(tmpdir(), 'mirianth-bench-'));
  try {
    const file = await bundleWorker(dir);
    log(`Engine: random 4-player games through the statechart (${cores} cores, ${cpus()[0]?.model ?? 'cpu'}, node ${process.version})`);
    const single = await inWorker(file, 0, seconds * 1000, ROUNDS);
    log(`  one thread: ${rate(single).toFixed(0)} games/s (${single.games} games, ${(single.moves / single.games).toFixed(0)} moves each, ${((single.ms * 1000) / single.moves).toFixed(1)} µs/move)`);
    const paired = single.paired ?? [];
    const bare = median(paired.map((p) => p.bareTransitionsPerSecond));
    // The ratio is taken per round (games and bare actor back to back), then the median.
    const per1k = median(paired.map((p) => (p.gamesPerSecond / p.bareTransitionsPerSecond) * 1000));
    const movesPerGame = single.moves / single.games;
    log(`  bare XState actor, same thread and run: ${(bare / 1000).toFixed(0)}k transitions/s (median of ${paired.length} rounds)`);
    log(`  ${per1k.toFixed(2)} games per 1,000 bare transitions (${(1000 / per1k / movesPerGame).toFixed(2)} bare transitions per move) · target >= 1.0`);
    const runs = await Promise.all(Array.from({ length: cores }, (_, i) => inWorker(file, 10_000_000 * (i + 1), seconds * 1000)));
    const all = runs.reduce((n, r) => n + rate(r), 0);
    log(`  ${cores} workers: ${all.toFixed(0)} games/s`);
    const sample = cliGameOf(DEFAULT_GAME_ID)?.sampleDraft?.(2024, 4);
    if (!sample) throw new Error('The default game has no sample game to measure saves on.');
    const saves = await measureSaveLoad(sample);
    log(`Saves: save + load of a full 4-player game (${saves.moves} moves): ${saves.saveLoadMs} ms, file ${saves.saveBytes} bytes`);
    if (json) {
      console.log(JSON.stringify({
        gamesPerSecond: Math.round(all),
        gamesPerSecondOneThread: Math.round(rate(single)),
        bareTransitionsPerSecond: Math.round(bare),
        gamesPer1kTransitions: Math.round(per1k * 1000) / 1000,
        cores,
        saveLoadMs: saves.saveLoadMs,
        saveBytes: saves.saveBytes,
      }));
    }
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then((code) => { process.exitCode = code; }, (err: unknown) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
