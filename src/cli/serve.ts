/**
 * `npm run serve -- [options]`: the LAN host as a dedicated headless server (the same code as the
 * desktop app's host). `--help` prints the options and their defaults (HELP below). Bad arguments
 * print one line and exit 2, a host that cannot start exits 1; Ctrl-C closes the host cleanly
 * (autosaves flushed).
 */
import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { sourceAiWorker, workerAiRunner } from '../server/lan/aiWorkerRunner';
import { advertise, type Advertiser } from '../server/lan/discovery';
import { startLanHost } from '../server/lan/host';
import { lanUrls } from '../server/lan/lanUrl';
import { ensureWebClient, hasWebClient } from '../server/lan/webClient';
import { DEFAULT_PORT, LIMITS } from '../shared/lan/protocol';
import { flag, intOption, parseOptions, text } from './args';
import { GAME_OPTION, gameOption } from './game';
import { EXIT_BAD_INPUT, UsageError } from './types';

const USAGE = 'serve -- --port P [--host ADDRESS] [--password X] [--web DIR] [--autosave DIR] [--name NAME] [--max-tables N] [--ai-delay MS] [--allow-host NAME] [--no-build] [--no-mdns] [--limit-loopback] [--game ID] [--json] [--help]';

export const HELP = `Mirianth Table LAN host (a dedicated server): guests join from the desktop app or any browser.

usage: npm run ${USAGE}

  --port P          port for the web page and the WebSocket (default ${DEFAULT_PORT}; 0 = any free port)
  --host ADDRESS    address to listen on (default 0.0.0.0 = every network interface, so the LAN
                    can join; 127.0.0.1 keeps it to this computer)
  --password X      a password every guest must give before seeing any table
  --name NAME       the name guests see (default "Mirianth server")
  --web DIR         the built web client to serve (default: this checkout's out/web, built with
                    \`npm run build:web\` on the first start when missing)
  --no-build        do not build a missing web client (browsers then cannot join)
  --autosave DIR    keep running games in DIR (owner-only files) and resume them after a restart
  --max-tables N    tables open at once (default 64)
  --ai-delay MS     pause before each AI move so people can follow (default 700)
  --allow-host NAME also answer requests addressed to the DNS name NAME (repeatable; address
                    literals, localhost, this computer's name and *.local always work)
  --no-mdns         do not advertise on the network (mDNS); guests then type the address
  --limit-loopback  apply the per-address limits (connections, tables, kick bans) to this
                    computer's own addresses too, so each 127.x.y.z can stand for one LAN
                    machine in tests and probes (by default loopback is exempt)
  --game ID         the game new tables play (default mirianth-wars; \`npm run cli -- games\` lists them)
  --json            machine-readable lines only (benchmarks, tests)
  --help            this text

The firewall must let other computers reach the port (TCP). Ctrl-C stops the host.`;

interface ServeOptions {
  help: boolean;
  port: number;
  host: string;
  password: string | undefined;
  /** --web, or null for this checkout's out/web (built when missing unless --no-build). */
  webDir: string | null;
  build: boolean;
  allowHosts: string[];
  autosaveDir: string | null;
  name: string;
  maxTables: number;
  aiDelayMs: number;
  mdns: boolean;
  /** Per-address limits for loopback peers too (tests, probes). */
  limitLoopback: boolean;
  json: boolean;
  /** Registry id of the game new tables play. */
  game: string;
}

function folder(path: string, what: string): string {
  const full = resolve(path);
  if (!existsSync(full) || !statSync(full).isDirectory()) throw new UsageError(`--${what} ${path}: no such folder`);
  return full;
}

export function parseServeArgs(args: string[]): ServeOptions {
  const { values } = parseOptions(args, {
    port: { type: 'string' }, host: { type: 'string' }, password: { type: 'string' }, web: { type: 'string' },
    autosave: { type: 'string' }, name: { type: 'string' }, 'max-tables': { type: 'string' },
    'ai-delay': { type: 'string' }, 'no-mdns': { type: 'boolean' }, 'limit-loopback': { type: 'boolean' }, json: { type: 'boolean' },
    'allow-host': { type: 'string', multiple: true }, 'no-build': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    ...GAME_OPTION,
  });
  const game = gameOption(values);
  const allowHosts = (values['allow-host'] ?? []) as string[];
  for (const h of allowHosts) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(h)) throw new UsageError(`--allow-host takes a DNS name, not "${h}"`);
  }
  const host = text(values, 'host') ?? '0.0.0.0';
  if (isIP(host) === 0) throw new UsageError(`--host must be an IP address to listen on, not "${host}"`);
  const password = text(values, 'password');
  if (password !== undefined && (password.length === 0 || password.length > LIMITS.password)) {
    throw new UsageError(`--password must be 1 to ${LIMITS.password} characters`);
  }
  const web = text(values, 'web');
  const autosave = text(values, 'autosave');
  const name = text(values, 'name') ?? 'Mirianth server';
  if (name.trim() === '' || name.length > LIMITS.tableName) throw new UsageError(`--name must be 1 to ${LIMITS.tableName} characters`);
  return {
    help: flag(values, 'help'),
    port: intOption(text(values, 'port'), 'port', 0, 65535, DEFAULT_PORT),
    host,
    password,
    webDir: web !== undefined ? folder(web, 'web') : null,
    build: !flag(values, 'no-build'),
    allowHosts: allowHosts.map((h) => h.toLowerCase()),
    autosaveDir: autosave !== undefined ? resolve(autosave) : null,
    name,
    maxTables: intOption(text(values, 'max-tables'), 'max-tables', 1, 1000, 64),
    aiDelayMs: intOption(text(values, 'ai-delay'), 'ai-delay', 0, 10_000, 700),
    mdns: !flag(values, 'no-mdns'),
    limitLoopback: flag(values, 'limit-loopback'),
    json: flag(values, 'json'),
    game: game.id,
  };
}

const isLoopback = (host: string): boolean => host === '::1' || host.startsWith('127.');

/** The checkout this file lives in (src/cli/serve.ts → the repository root). */
const CHECKOUT = resolve(import.meta.dirname, '..', '..');

/** Exit code of a host that could not start (port taken, unreadable autosave folder…). */
export const EXIT_START_FAILED = 1;

async function main(args: string[]): Promise<number> {
  let o: ServeOptions;
  try {
    o = parseServeArgs(args);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`serve: ${err.message}`);
    console.error(`usage: npm run ${USAGE}`);
    return EXIT_BAD_INPUT;
  }
  if (o.help) {
    console.log(HELP);
    return 0;
  }
  const say = (line: string): void => { if (!o.json) console.log(line); };
  let webProblem: string | null = null;
  if (o.webDir === null) {
    const found = await ensureWebClient(CHECKOUT, { build: o.build, log: (line) => console.error(`serve: ${line}`) });
    o.webDir = found.webDir;
    webProblem = found.problem;
  } else if (!hasWebClient(o.webDir)) {
    webProblem = `${join(o.webDir, 'index.html')} is missing: browsers will get 404 (run \`npm run build:web\`)`;
  }
  // Bots search on a worker thread: a hard AI at one table must not stall the others.
  const ai = workerAiRunner(sourceAiWorker);
  let lanHost;
  try {
    lanHost = await startLanHost({
      ai,
      port: o.port, bindAddress: o.host, serverName: o.name, webDir: o.webDir, autosaveDir: o.autosaveDir,
      maxTables: o.maxTables, aiDelayMs: o.aiDelayMs, allowRemoteCreate: true, allowedHosts: o.allowHosts, game: o.game, limitLoopback: o.limitLoopback,
      ...(o.password ? { password: o.password } : {}),
      log: (line) => console.error(`[lan] ${line}`),
    });
  } catch (err) {
    console.error(`serve: cannot start on ${o.host}:${o.port}: ${err instanceof Error ? err.message : String(err)}`);
    await ai.close();
    return EXIT_START_FAILED;
  }
  const { restored, problems } = await lanHost.restoreAutosaves();
  for (const p of problems) console.error(`serve: autosave ${p.file} skipped: ${p.problem}`);
  const local = lanHost.url(o.host === '0.0.0.0' ? '127.0.0.1' : o.host);
  say(`Mirianth LAN host "${o.name}" on ${local} (WebSocket at /ws)`);
  if (!isLoopback(o.host)) for (const url of lanUrls(lanHost.port)) say(`  guests open ${url}`);
  if (webProblem !== null) console.error(`serve: ${webProblem}`);
  if (restored.length > 0) say(`  resumed ${restored.length} table(s) from ${o.autosaveDir ?? ''}`);
  if (o.json) console.log(JSON.stringify({ event: 'listening', port: lanHost.port, pid: process.pid }));

  // On loopback nobody else could reach the host, so there is nothing to advertise.
  let advert: Advertiser | null = null;
  if (o.mdns && !isLoopback(o.host)) {
    advert = advertise({ name: o.name, port: lanHost.port, passwordRequired: o.password !== undefined, onError: (e) => console.error(`[mdns] ${String(e)}`) });
  }
  const host = lanHost;
  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      say('Closing…');
      void Promise.all([advert?.stop(), host.close()]).then(() => ai.close()).finally(() => {
        // For the LAN bench: the host's own memory, seen from inside.
        const m = process.memoryUsage();
        if (o.json) console.log(JSON.stringify({ event: 'closed', rssMb: m.rss / 2 ** 20, heapUsedMb: m.heapUsed / 2 ** 20 }));
        done();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

// Run only as the entry point, so tests can import parseServeArgs.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  main(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (err: unknown) => {
      console.error(`Internal error: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    },
  );
}
