/**
 * A dedicated LAN host (`npm run serve`) for one test: loopback only, a free port, the built web
 * client (`out/web`), no mDNS. `stop()` ends it (SIGTERM, then SIGKILL if it lingers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { test } from '@playwright/test';
import { WebSocket } from 'ws';
import { LanClient } from '../../../src/shared/lan/client';
import type { SocketFactory } from '../../../src/shared/lan/socket';

export interface LanHostProcess {
  port: number;
  url: string;
  wsUrl: string;
  /** What the host printed on stderr (its log), for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

export async function startLanHost(extra: string[] = []): Promise<LanHostProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [
    'node_modules/tsx/dist/cli.mjs', 'src/cli/serve.ts', '--port', String(port), '--host', '127.0.0.1', '--web', 'out/web',
    '--no-mdns', '--json', '--name', 'E2E host', ...extra,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  child.stderr?.on('data', (d: Buffer) => { err += d.toString(); if (process.env.LAN_DEBUG) appendFileSync(process.env.LAN_DEBUG, d); });
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The LAN host did not start in 30 s:\n${err}`)), 30_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('"event":"listening"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The LAN host exited with ${code}:\n${err}`));
    });
  });
  try {
    await listening;
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    log: () => err,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
}

/** The LanClient transport on the `ws` package (the test process is Node). */
const nodeSockets: SocketFactory = (url, handlers) => {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.on('open', () => handlers.open());
  ws.on('message', (data, isBinary) => {
    if (!isBinary) handlers.message(data.toString());
  });
  ws.on('close', (code, reason) => handlers.close(code, reason.toString()));
  ws.on('error', () => undefined);
  return {
    send: (data) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(data);
    },
    close: (code, reason) => (ws.readyState === WebSocket.CONNECTING ? ws.terminate() : ws.close(code, reason)),
  };
};

/** A LanClient in the test process, e.g. a table's owner next to the browser guest. */
export function nodeClient(host: LanHostProcess): LanClient {
  return new LanClient({ url: host.wsUrl, socketFactory: nodeSockets, heartbeatMs: 0, reconnect: false });
}

/**
 * A spec's loopback hosts: `host()` starts one (with a short AI pause, so games stay quick while the
 * guest's table still animates every move), and every host started in a test stops after it.
 */
export function lanHosts(): () => Promise<LanHostProcess> {
  const hosts: LanHostProcess[] = [];
  test.afterEach(async () => {
    for (const h of hosts.splice(0)) await h.stop();
  });
  return async () => {
    const h = await startLanHost(['--ai-delay', '60']);
    hosts.push(h);
    return h;
  };
}

