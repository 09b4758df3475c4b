/**
 * `npm run bench:lan [-- --json] [--tables 50] [--think-ms 100] [--moves N] [--timeout-s 240]`:
 * a LAN host in a child process (so its memory is its own) and, here, `tables` × 4 bot-driven
 * clients on loopback playing whole games. Prints the move round-trip (send → acked update)
 * p50/p99 and the host's peak RSS; `--json` prints `{"p50Ms":x,"p99Ms":y,"hostRssMb":z}` only.
 * Stops by itself: when every game ends, or at the timeout (exit 1).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { drivenBot } from '../ai/drivenBot';
import { DEFAULT_GAME_ID } from '../engine/registry';
import { nodeSocketFactory } from '../server/lan/nodeSocket';
import { driveWithBot } from '../shared/lan/botDriver';
import { LanClient } from '../shared/lan/client';
import { flag, intOption, parseOptions, text } from './args';
import { hostCpuSeconds, hostRssMb } from './benchLanRss';
import { EXIT_BAD_INPUT, UsageError } from './types';

interface Options { json: boolean; tables: number; thinkMs: number; moves: number | null; timeoutS: number }

function parse(args: string[]): Options {
  const { values } = parseOptions(args, {
    json: { type: 'boolean' }, tables: { type: 'string' }, 'think-ms': { type: 'string' },
    moves: { type: 'string' }, 'timeout-s': { type: 'string' },
  });
  const moves = text(values, 'moves');
  return {
    json: flag(values, 'json'),
    tables: intOption(text(values, 'tables'), 'tables', 1, 200, 50),
    thinkMs: intOption(text(values, 'think-ms'), 'think-ms', 0, 10_000, 100),
    moves: moves === undefined ? null : intOption(moves, 'moves', 1, 100_000),
    timeoutS: intOption(text(values, 'timeout-s'), 'timeout-s', 5, 3600, 240),
  };
}

/** Starts `npm run serve` on loopback as a child and waits for its port. */
interface HostChild { child: ChildProcess; port: number; heapUsedMb: () => number | null }

function startHostChild(maxTables: number): Promise<HostChild> {
  const child = spawn(process.execPath, [
    '--import', 'tsx', 'src/cli/serve.ts', '--port', '0', '--host', '127.0.0.1', '--json', '--no-mdns',
    '--ai-delay', '0', '--max-tables', String(maxTables), '--name', 'bench',
  ], { stdio: ['ignore', 'pipe', 'inherit'] });
  let heapUsedMb: number | null = null;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error('The host did not start within 30 s')); }, 30_000);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`The host exited early (${code})`)); });
    if (!child.stdout) return reject(new Error('no host stdout'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const msg = JSON.parse(line) as { event?: string; port?: number; heapUsedMb?: number };
        if (msg.event === 'listening' && typeof msg.port === 'number') {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          resolve({ child, port: msg.port, heapUsedMb: () => heapUsedMb });
        }
        if (msg.event === 'closed' && typeof msg.heapUsedMb === 'number') heapUsedMb = msg.heapUsedMb;
      } catch {
        // Not our line.
      }
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

async function seatTable(url: string, t: number, thinkMs: number, cap: number | null, rtts: number[]): Promise<{ clients: LanClient[]; done: Promise<void> }> {
  const clients = [0, 1, 2, 3].map(() => new LanClient({ url, socketFactory: nodeSocketFactory(), reconnect: false, heartbeatMs: 0 }));
  for (const c of clients) await c.connect();
  const [owner, ...guests] = clients;
  if (!owner) throw new Error('no owner');
  const { tableId } = await owner.createTable(`Bench ${t + 1}`, 4, 'Owner');
  for (const [i, g] of guests.entries()) await g.join(tableId, `Guest ${i + 1}`);
  for (const g of guests) await g.ready(true);
  await owner.start();
  // A cap on moves ends the whole table at once: a seat left waiting would never finish.
  let stopTable = (): void => undefined;
  const capped = new Promise<void>((resolve) => { stopTable = resolve; });
  const drivers = clients.map((client, i) => driveWithBot({
    client, bot: drivenBot(DEFAULT_GAME_ID, 'random', t * 4 + i + 1),
    ...(thinkMs > 0 ? { thinkMs: () => thinkMs * (0.5 + Math.random()) } : {}),
    onRoundTrip: (ms) => rtts.push(ms),
    onMove: (_move, moveNo) => { if (cap !== null && moveNo >= cap) stopTable(); },
  }));
  const done = Promise.race([Promise.all(drivers.map((d) => d.done)).then(() => undefined), capped])
    .finally(() => { for (const d of drivers) d.stop(); });
  return { clients, done };
}

async function main(args: string[]): Promise<number> {
  let o: Options;
  try {
    o = parse(args);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`bench:lan: ${err.message}`);
    console.error('usage: npm run bench:lan -- [--json] [--tables N] [--think-ms MS] [--moves N] [--timeout-s S]');
    return EXIT_BAD_INPUT;
  }
  const say = (line: string): void => { if (!o.json) console.log(line); };
  const host = await startHostChild(o.tables + 4);
  const { child, port } = host;
  const pid = child.pid ?? 0;
  let peakRss = await hostRssMb(pid);
  const sampler = setInterval(() => { void hostRssMb(pid).then((mb) => { peakRss = Math.max(peakRss, mb); }); }, 250);
  const rtts: number[] = [];
  // The clients' own event loop adds to every round trip they measure: report how busy it was.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const url = `ws://127.0.0.1:${port}/ws`;
  const t0 = performance.now();
  let timedOut = false;
  let hostCpu: number | null = null;
  const tables: { clients: LanClient[]; done: Promise<void> }[] = [];
  try {
    for (let t = 0; t < o.tables; t++) tables.push(await seatTable(url, t, o.thinkMs, o.moves, rtts));
    say(`${o.tables} tables × 4 clients seated on ${url}; playing (think ${o.thinkMs} ms ±50%)…`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => { timer = setTimeout(() => { timedOut = true; resolve(); }, o.timeoutS * 1000); });
    await Promise.race([Promise.all(tables.map((x) => x.done)), timeout]);
    clearTimeout(timer);
  } finally {
    clearInterval(sampler);
    peakRss = Math.max(peakRss, await hostRssMb(pid));
    hostCpu = await hostCpuSeconds(pid);
    for (const x of tables) for (const c of x.clients) c.close();
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await new Promise((r) => child.once('exit', r));
    clearTimeout(killer);
  }
  const seconds = (performance.now() - t0) / 1000;
  const sorted = rtts.sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p99 = percentile(sorted, 0.99);
  const round = (x: number): number => Math.round(x * 100) / 100;
  if (o.json) {
    console.log(JSON.stringify({ p50Ms: round(p50), p99Ms: round(p99), hostRssMb: round(peakRss) }));
  } else {
    say(`moves: ${sorted.length} in ${seconds.toFixed(1)} s (${(sorted.length / seconds).toFixed(0)}/s)${timedOut ? ' — TIMED OUT' : ''}`);
    say(`move round-trip: p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms (target p99 < 50 ms: ${p99 < 50 ? 'met' : 'MISSED'})`);
    lag.disable();
    say(`bench event-loop delay: p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms (client-side share of the round trip)`);
    const heap = host.heapUsedMb();
    say(`host peak RSS: ${peakRss.toFixed(1)} MB${heap === null ? '' : ` (JS heap at the end ${heap.toFixed(1)} MB)`}`);
    if (hostCpu !== null) say(`CPU: host ${hostCpu.toFixed(1)} s, bench clients ${(process.cpuUsage().user / 1e6).toFixed(1)} s`);
  }
  return timedOut ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (err: unknown) => {
    console.error(`bench:lan failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
