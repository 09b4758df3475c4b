/**
 * Password-guessing stall, side by side: another client's ping round trip while 40 wrong
 * passwords arrive (8 connections × 5, the per-connection limit), on hosts in their own
 * processes: an older checkout's (`--before <dir>`, its src/server/lan/host.ts) and this one's,
 * with default lockouts and with lockouts off. Rounds alternate so machine noise hits both.
 * `npx tsx tests/server/lan/bench/authStall.ts --before /tmp/lan-before [--rounds 3]`
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';

const { values } = parseArgs({ options: { before: { type: 'string' }, rounds: { type: 'string' } } });
const rounds = Number(values.rounds ?? 3);
const PASSWORD = 'correct horse';
const here = resolve(import.meta.dirname, 'authStallHost.ts');

interface Variant { name: string; hostTs: string; mode: string }
/** The host's file in a checkout: src/server/lan since issue 26, src/main/lan before. */
const hostFile = (checkout: string): string => [resolve(checkout, 'src/server/lan/host.ts'), resolve(checkout, 'src/main/lan/host.ts')].find((f) => existsSync(f)) ?? resolve(checkout, 'src/server/lan/host.ts');
const variants: Variant[] = [
  ...(values.before ? [{ name: 'before (sync scrypt)', hostTs: hostFile(values.before), mode: '' }] : []),
  { name: 'after (async scrypt, lockouts off)', hostTs: resolve('src/server/lan/host.ts'), mode: 'nolockout' },
  { name: 'after (defaults: async + lockouts)', hostTs: resolve('src/server/lan/host.ts'), mode: '' },
];

async function startHost(v: Variant): Promise<{ port: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', here, v.hostTs, PASSWORD, v.mode], { stdio: ['ignore', 'pipe', 'inherit'], cwd: resolve(v.hostTs, '../../../..') });
  const port = await new Promise<number>((ok, fail) => {
    child.stdout.on('data', (d: Buffer) => {
      const m = /"port":(\d+)/.exec(d.toString());
      if (m?.[1]) ok(Number(m[1]));
    });
    child.once('exit', (c) => fail(new Error(`host exited ${c}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

function open(port: number): Promise<WebSocket> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    ws.once('open', () => ok(ws));
    ws.once('error', fail);
  });
}

/** Sends `msg` and resolves with the first reply carrying its id, and the time it took. */
function ask(ws: WebSocket, msg: Record<string, unknown>, id: number): Promise<number> {
  const t0 = performance.now();
  return new Promise((ok) => {
    const on = (d: Buffer): void => {
      const m = JSON.parse(d.toString()) as { id?: number };
      if (m.id === id) {
        ws.off('message', on);
        ok(performance.now() - t0);
      }
    };
    ws.on('message', on);
    ws.send(JSON.stringify({ ...msg, id }));
  });
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function measure(v: Variant): Promise<{ idle: number[]; busy: number[] }> {
  const host = await startHost(v);
  try {
    const other = await open(host.port);
    let id = 1;
    await ask(other, { type: 'hello', v: 1, password: PASSWORD }, id++);
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await ask(other, { type: 'ping' }, id++));
    const guessers = await Promise.all(Array.from({ length: 8 }, () => open(host.port)));
    let answered = 0;
    const done = new Promise<void>((ok) => {
      for (const g of guessers) g.on('message', () => { if (++answered >= 40) ok(); });
    });
    for (const g of guessers) for (let i = 0; i < 5; i++) g.send(JSON.stringify({ type: 'hello', v: 1, password: `guess ${i}`, id: 1000 + i }));
    const busy: number[] = [];
    let guessing = true;
    void done.then(() => { guessing = false; });
    while (guessing) {
      busy.push(await ask(other, { type: 'ping' }, id++));
      await new Promise((r) => setTimeout(r, 2));
    }
    for (const g of guessers) g.terminate();
    other.terminate();
    return { idle, busy };
  } finally {
    host.stop();
  }
}

const results = new Map<string, { idle: number[]; busy: number[] }>(variants.map((v) => [v.name, { idle: [], busy: [] }]));
for (let r = 0; r < rounds; r++) {
  for (const v of variants) {
    const m = await measure(v);
    const acc = results.get(v.name);
    acc?.idle.push(...m.idle);
    acc?.busy.push(...m.busy);
  }
}
console.log(`another client's ping round trip (ms), ${rounds} rounds each, 40 wrong passwords per round`);
console.log('variant'.padEnd(38), 'idle p50', ' during p50', ' during p99', ' during max', ' pings');
for (const [name, m] of results) {
  const f = (x: number): string => x.toFixed(1).padStart(10);
  console.log(name.padEnd(38), f(pct(m.idle, 50)), f(pct(m.busy, 50)), f(pct(m.busy, 99)), f(Math.max(...m.busy)), String(m.busy.length).padStart(6));
}
