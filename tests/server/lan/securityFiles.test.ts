/**
 * Issue 12's LAN findings about files, processes and look-ups: autosave secrecy and limits,
 * `serve` (help, start failures, the web client), the desktop's host look-up, the mDNS advert.
 * Loopback and temporary folders only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HELP } from '../../../src/cli/serve';
import { parseAutosave } from '../../../src/server/lan/autosaveFormat';
import { KEY_FILE, loadAutosaveKey } from '../../../src/server/lan/autosaveKey';
import { advertTxt } from '../../../src/server/lan/discovery';
import { closeOpened, seatedTable, startHost, until } from '../../../src/server/lan/harness';
import { fetchHostInfo } from '../../../src/server/lan/hostInfo';
import { ensureWebClient } from '../../../src/server/lan/webClient';

const dirs: string[] = [];
afterEach(async () => {
  await closeOpened();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'mirianth-sec-'));
  dirs.push(d);
  return d;
}

const mode = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

describe('autosave', () => {
  it('Autosave leaks the seed: files are owner-only (0600), hold no seed, and open only with the folder\'s 0600 key', async () => {
    const dir = join(await tempDir(), 'autosaves');
    const host = await startHost({ autosaveDir: dir });
    const { tableId, clients } = await seatedTable(host, 1, 2);
    const owner = clients[0];
    if (!owner) throw new Error('no owner');
    await owner.client.configureSeat(1, 'ai', 'random');
    await owner.client.start();
    await until(() => host.inspect(tableId)?.phase === 'playing', 2000, 'the game');
    await host.flushAutosaves();
    const file = join(dir, `table-${tableId}.json`);
    const seed = String(host.inspect(tableId)?.seed);
    const text = await readFile(file, 'utf8');
    expect(seed.length).toBeGreaterThan(8);
    expect(text).not.toContain(seed);
    expect(text).not.toMatch(/"seed"|"moves"/);
    expect(await mode(file)).toBe(0o600);
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(join(dir, KEY_FILE))).toBe(0o600);
    // The folder's key opens it (a restart resumes: restart.test.ts); any other key does not.
    const loaded = parseAutosave(text, await loadAutosaveKey(dir));
    expect(typeof loaded === 'string' ? loaded : loaded.game.setup.seed).toBe(seed);
    expect(parseAutosave(text, Buffer.alloc(32, 7))).toMatch(/does not open/);
    expect(parseAutosave(text, null)).toMatch(/does not open/);
  });

  it('Autosave folder mode: an existing folder open to others (0755) is tightened to owner-only (0700)', async () => {
    const dir = join(await tempDir(), 'autosaves');
    await mkdir(dir);
    await chmod(dir, 0o755);
    expect(await mode(dir)).toBe(0o755);
    await startHost({ autosaveDir: dir });
    expect(await mode(dir)).toBe(0o700);
  });

  it('Autosave: a deeply nested or huge autosave is skipped with a message; the host still starts', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'table-000000000001.json'), `${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    await writeFile(join(dir, 'table-000000000002.json'), `{"x":"${'a'.repeat(5 * 2 ** 20)}"}`);
    await writeFile(join(dir, 'table-000000000003.json'), '{"format":"mirianth-lan-autosave","version":2}');
    const host = await startHost({ autosaveDir: dir });
    const { restored, problems } = await host.restoreAutosaves();
    expect(restored).toEqual([]);
    expect(problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/nested too deeply/),
      expect.stringMatching(/too large/),
      expect.stringMatching(/not a LAN autosave/),
    ]);
    expect((await fetch(`http://127.0.0.1:${host.port}/api/info`)).status).toBe(200);
  });
});

const tsx = (args: string[], timeout = 30_000) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', ...args], { encoding: 'utf8', timeout });

describe('serve', () => {
  it('serve --help prints the usage with the defaults and exits 0', () => {
    const r = tsx(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('usage: npm run serve --');
    for (const flag of ['--host ADDRESS', '0.0.0.0', '--no-mdns', '--allow-host', '--no-build', '47470']) expect(r.stdout).toContain(flag);
    expect(HELP).toContain('--web DIR');
  }, 35_000);

  it('a host that fails to start (port taken) exits non-zero with one clear line', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts', '--port', String(port), '--host', '127.0.0.1', '--no-mdns', '--no-build'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
      const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      expect(code).toBe(1);
      expect(err).toContain(`serve: cannot start on 127.0.0.1:${port}`);
    } finally {
      blocker.close();
    }
  }, 35_000);

  it('serve finds the built web client, or builds it once when missing', async () => {
    const root = await tempDir();
    const log: string[] = [];
    let builds = 0;
    const builder = async (at: string): Promise<number> => {
      builds += 1;
      await mkdir(join(at, 'out', 'web'), { recursive: true });
      await writeFile(join(at, 'out', 'web', 'index.html'), '<!doctype html>');
      return 0;
    };
    expect(await ensureWebClient(root, { build: false, log: (l) => log.push(l), builder })).toMatchObject({ webDir: null, problem: expect.stringContaining('npm run build:web') });
    expect(await ensureWebClient(root, { build: true, log: (l) => log.push(l), builder })).toEqual({ webDir: join(root, 'out', 'web'), problem: null });
    expect(await ensureWebClient(root, { build: true, log: (l) => log.push(l), builder })).toEqual({ webDir: join(root, 'out', 'web'), problem: null });
    expect(builds).toBe(1);
    expect(log).toEqual([expect.stringContaining('building it once')]);
    const broken = await tempDir();
    expect(await ensureWebClient(broken, { build: true, log: () => undefined, builder: () => Promise.resolve(2) })).toMatchObject({ webDir: null, problem: expect.stringContaining('failed (exit 2)') });
    expect(await readdir(broken)).toEqual([]);
  });
});

describe('host look-up and advert', () => {
  it('The desktop\'s host look-up streams and stops at 1 MB (the rest is never sent)', async () => {
    let written = 0;
    let stopped = false;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const server = createHttpServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"app":"mirianth-table","padding":"');
      const pump = (): void => {
        // 100 MB if nobody stops reading.
        while (!stopped && written < 100 * 2 ** 20) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('"}');
      };
      res.on('close', () => { stopped = true; });
      pump();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(fetchHostInfo(`127.0.0.1:${port}`, 10_000)).rejects.toThrow(/oversized/);
      await until(() => stopped, 5000, 'the server to see the look-up stop');
      expect(written).toBeLessThan(20 * 2 ** 20);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 20_000);

  it('A host with a password answers the look-up with no tables, and the look-up accepts that', async () => {
    const host = await startHost({ password: 'open sesame' });
    host.createTable({ name: 'Hidden', seats: 2 });
    expect(await fetchHostInfo(`127.0.0.1:${host.port}`)).toMatchObject({ passwordRequired: true, tables: [] });
  });

  it('mDNS advertises pw=1 when joining takes a password', () => {
    expect(advertTxt(true)).toMatchObject({ pw: '1' });
    expect(advertTxt(false)).toMatchObject({ pw: '0' });
  });
});
