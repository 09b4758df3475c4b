/** The host's HTTP side: the web client with its CSP, the table-info endpoint, nothing else. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost } from '../../../src/server/lan/harness';
import type { LanHost } from '../../../src/server/lan/host';
import { resolveStatic } from '../../../src/server/lan/httpServer';
import type { HostInfo } from '../../../src/shared/lan/api';

let host: LanHost | undefined;
let dir = '';
afterEach(async () => {
  await host?.close();
  host = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function webDir(): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'mirianth-web-'));
  await mkdir(join(dir, 'web', 'assets'), { recursive: true });
  await writeFile(join(dir, 'web', 'index.html'), '<!doctype html><title>Mirianth</title>');
  await writeFile(join(dir, 'web', 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dir, 'secret.txt'), 'outside the web folder');
  return join(dir, 'web');
}

describe('HTTP', () => {
  it('serves the web client with a strict CSP, and the table list as JSON', async () => {
    host = await startHost({ webDir: await webDir() });
    host.createTable({ name: 'Mesa da Ana', seats: 3, password: 'x' });
    const base = `http://127.0.0.1:${host.port}`;
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>Mirianth</title>');
    const js = await fetch(`${base}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('text/javascript');

    const info = (await (await fetch(`${base}/api/info`)).json()) as HostInfo;
    expect(info).toMatchObject({ app: 'mirianth-table', protocol: 1, wsPath: '/ws', passwordRequired: false });
    expect(info.tables).toEqual([expect.objectContaining({ name: 'Mesa da Ana', seats: 3, openSeats: 3, hasPassword: true, phase: 'lobby' })]);
    expect(JSON.stringify(info)).not.toMatch(/ownerKey|token|salt|hash/);
  });

  it('never leaves the web folder and only answers GET and HEAD', async () => {
    host = await startHost({ webDir: await webDir() });
    const base = `http://127.0.0.1:${host.port}`;
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/nope.js']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(`${base}/`, { method: 'HEAD' })).status).toBe(200);
    expect(resolveStatic('/srv/web', '/../etc/passwd')).toBe('/srv/web/etc/passwd');
    expect(resolveStatic('/srv/web', '/a%00b')).toBeNull();
    expect(resolveStatic('/srv/web', '/%E0%A4%A')).toBeNull();
  });

  it('without a web folder still answers the info endpoint', async () => {
    host = await startHost({ webDir: null });
    const base = `http://127.0.0.1:${host.port}`;
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/info`)).status).toBe(200);
  });
});
