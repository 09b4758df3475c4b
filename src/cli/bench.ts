/**
 * `npm run bench [-- --json] [-- --seconds S]`: engine throughput in whole random 4-player games per
 * second, in one thread and on every core (one worker per core, the figure reported as
 * `gamesPerSecond`), then save + load of a full 4-player game (`saveLoadMs`, `saveBytes`).
 */
import { availableParallelism, cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { flag, parseOptions, intOption, text } from './args';
import { measureSaveLoad } from '../main/saves/bench';
import { playRandomGames, type EngineRun } from './benchEngine';
import { EXIT_BAD_INPUT, UsageError } from './types';

interface Report { [field: string]: number | string }

function inWorker(firstSeed: number, minMs: number): Promise<EngineRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../../scripts/tsWorker.mjs', import.meta.url), {
      workerData: { entry: new URL('./benchWorker.ts', import.meta.url).href, firstSeed, minMs, minGames: 20 },
    });
    worker.once('message', (run: EngineRun) => resolve(run));
    worker.once('error', reject);
  });
}

async function main(): Promise<number> {
  let json = false;
  let seconds = 5;
  try {
    const { values } = parseOptions(process.argv.slice(2), { json: { type: 'boolean' }, seconds: { type: 'string' } });
    json = flag(values, 'json');
    seconds = intOption(text(values, 'seconds'), 'seconds', 1, 600, 5);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`bench: ${err.message}\nusage: npm run bench [-- --json] [-- --seconds S]`);
      return EXIT_BAD_INPUT;
    }
    throw err;
  }
  const log = (line: string) => { if (!json) console.log(line); };
  const cores = availableParallelism();
  log(`Engine: random 4-player games through the statechart (${cores} cores, ${cpus()[0]?.model ?? 'cpu'}, node ${process.version})`);
  playRandomGames(1_000_000, 500, 10); // warm up the JIT before timing
  const single = playRandomGames(0, seconds * 1000, 50);
  const singleRate = (single.games / single.ms) * 1000;
  log(`  one thread: ${singleRate.toFixed(0)} games/s (${single.games} games, ${(single.moves / single.games).toFixed(0)} moves each, ${((single.ms * 1000) / single.moves).toFixed(1)} µs/move)`);
  const runs = await Promise.all(Array.from({ length: cores }, (_, i) => inWorker(10_000_000 * (i + 1), seconds * 1000)));
  const allRate = runs.reduce((n, r) => n + (r.games / r.ms) * 1000, 0);
  log(`  ${cores} workers: ${allRate.toFixed(0)} games/s`);
  const saves = await measureSaveLoad();
  log(`Saves: save + load of a full 4-player game (${saves.moves} moves): ${saves.saveLoadMs} ms, file ${saves.saveBytes} bytes`);
  const report: Report = {
    gamesPerSecond: Math.round(allRate),
    gamesPerSecondOneThread: Math.round(singleRate),
    cores,
    saveLoadMs: saves.saveLoadMs,
    saveBytes: saves.saveBytes,
  };
  if (json) console.log(JSON.stringify(report));
  return 0;
}

main().then((code) => { process.exitCode = code; }, (err: unknown) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
