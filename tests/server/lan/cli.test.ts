/** `npm run serve` arguments: clear errors (exit 2) for bad input, sane defaults otherwise. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { HELP, parseServeArgs } from '../../../src/cli/serve';
import { UsageError } from '../../../src/cli/types';

describe('serve arguments', () => {
  it('parses a full command line', () => {
    const o = parseServeArgs(['--port', '0', '--host', '127.0.0.1', '--password', 'x', '--no-mdns', '--json', '--max-tables', '10']);
    expect(o).toMatchObject({ port: 0, host: '127.0.0.1', password: 'x', mdns: false, json: true, maxTables: 10, autosaveDir: null });
    expect(parseServeArgs([]).port).toBe(47470);
    expect(parseServeArgs([]).game).toBe('mirianth-wars');
    expect(parseServeArgs(['--game', 'mirianth-wars']).game).toBe('mirianth-wars');
  });

  it('--limit-loopback (listed in --help) applies the per-address limits to loopback peers; off by default', () => {
    expect(parseServeArgs(['--limit-loopback']).limitLoopback).toBe(true);
    expect(parseServeArgs([]).limitLoopback).toBe(false);
    expect(HELP).toMatch(/--limit-loopback {2}apply the per-address limits/);
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be between 0 and 65535/],
    [['--host', 'my-laptop'], /--host must be an IP address/],
    [['--web', '/no/such/folder'], /no such folder/],
    [['--password', ''], /--password must be 1 to/],
    [['--frobnicate'], /Unknown option/],
    [['--game', 'chess'], /Unknown game "chess": this build has "mirianth-wars"/],
  ])('refuses %j', (args, message) => {
    expect(() => parseServeArgs(args)).toThrow(UsageError);
    expect(() => parseServeArgs(args)).toThrow(message);
  });

  it('exits with code 2 and one clear line', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', '--port', 'abc'], { encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('serve: --port must be a whole number, not "abc"');
    expect(r.stderr).toContain('usage: npm run serve -- --port P');
  }, 25_000);

  it('serve --limit-loopback caps WebSockets per loopback address (the 17th from 127.0.9.1 gets 429), not per machine', async () => {
    const web = await mkdtemp(join(tmpdir(), 'mirianth-serve-'));
    await writeFile(join(web, 'index.html'), '<!doctype html>');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', '--port', '0', '--host', '127.0.0.1', '--no-mdns', '--json', '--limit-loopback', '--web', web], { stdio: ['ignore', 'pipe', 'pipe'] });
    const sockets: WebSocket[] = [];
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          const m = /"event":"listening","port":(\d+)/.exec(d.toString());
          if (m?.[1]) resolve(Number(m[1]));
        });
        child.once('exit', () => reject(new Error('serve exited')));
      });
      /** Opens a WebSocket from `from`: resolves true once open, false when refused. */
      const open = (from: string): Promise<boolean> => new Promise((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { localAddress: from });
        sockets.push(ws);
        ws.once('open', () => resolve(true));
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode !== 429));
        ws.once('error', () => resolve(false));
      });
      for (let i = 0; i < 16; i++) expect(await open('127.0.9.1')).toBe(true);
      expect(await open('127.0.9.1')).toBe(false);
      expect(await open('127.0.9.2')).toBe(true);
    } finally {
      for (const ws of sockets) ws.terminate();
      child.kill('SIGTERM');
      await new Promise((r) => { if (child.exitCode !== null) r(null); else child.once('exit', r); });
      await rm(web, { recursive: true, force: true });
    }
  }, 40_000);
});
