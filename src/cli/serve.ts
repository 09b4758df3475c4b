/**
 * `npm run serve -- --port P [--host 127.0.0.1] [--password X] [--web out/web] [--autosave DIR]`:
 * the LAN host as a dedicated headless server (the same code as the desktop app's host).
 * Bad arguments print one line and exit 2; Ctrl-C closes the host cleanly (autosaves flushed).
 */
import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { sourceAiWorker, workerAiRunner } from '../main/lan/aiWorkerRunner';
import { advertise, type Advertiser } from '../main/lan/discovery';
import { startLanHost } from '../main/lan/host';
import { lanUrls } from '../main/lan/lanUrl';
import { DEFAULT_PORT, LIMITS } from '../shared/lan/protocol';
import { flag, intOption, parseOptions, text } from './args';
import { EXIT_BAD_INPUT, UsageError } from './types';

const USAGE = 'serve -- --port P [--host ADDRESS] [--password X] [--web DIR] [--autosave DIR] [--name NAME] [--max-tables N] [--ai-delay MS] [--no-mdns] [--json]';

interface ServeOptions {
  port: number;
  host: string;
  password: string | undefined;
  webDir: string | null;
  autosaveDir: string | null;
  name: string;
  maxTables: number;
  aiDelayMs: number;
  mdns: boolean;
  json: boolean;
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
    'ai-delay': { type: 'string' }, 'no-mdns': { type: 'boolean' }, json: { type: 'boolean' },
  });
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
    port: intOption(text(values, 'port'), 'port', 0, 65535, DEFAULT_PORT),
    host,
    password,
    // The built guest client, when there is one: `npm run build:web` makes out/web.
    webDir: web !== undefined ? folder(web, 'web') : existsSync('out/web') ? resolve('out/web') : null,
    autosaveDir: autosave !== undefined ? resolve(autosave) : null,
    name,
    maxTables: intOption(text(values, 'max-tables'), 'max-tables', 1, 1000, 64),
    aiDelayMs: intOption(text(values, 'ai-delay'), 'ai-delay', 0, 10_000, 700),
    mdns: !flag(values, 'no-mdns'),
    json: flag(values, 'json'),
  };
}

const isLoopback = (host: string): boolean => host === '::1' || host.startsWith('127.');

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
  const say = (line: string): void => { if (!o.json) console.log(line); };
  // Bots search on a worker thread: a hard AI at one table must not stall the others.
  const ai = workerAiRunner(sourceAiWorker);
  let lanHost;
  try {
    lanHost = await startLanHost({
      ai,
      port: o.port, bindAddress: o.host, serverName: o.name, webDir: o.webDir, autosaveDir: o.autosaveDir,
      maxTables: o.maxTables, aiDelayMs: o.aiDelayMs, allowRemoteCreate: true,
      ...(o.password ? { password: o.password } : {}),
      log: (line) => console.error(`[lan] ${line}`),
    });
  } catch (err) {
    console.error(`serve: cannot listen on ${o.host}:${o.port}: ${err instanceof Error ? err.message : String(err)}`);
    return EXIT_BAD_INPUT;
  }
  const { restored, problems } = await lanHost.restoreAutosaves();
  for (const p of problems) console.error(`serve: autosave ${p.file} skipped: ${p.problem}`);
  const local = lanHost.url(o.host === '0.0.0.0' ? '127.0.0.1' : o.host);
  say(`Mirianth LAN host "${o.name}" on ${local} (WebSocket at /ws)`);
  if (!isLoopback(o.host)) for (const url of lanUrls(lanHost.port)) say(`  guests open ${url}`);
  if (o.webDir === null) say('  no web client (run `npm run build:web` to let browsers join)');
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
