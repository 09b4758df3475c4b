/**
 * The host's HTTP side: the web client as static files (with a strict CSP), and a small JSON
 * endpoint with the table list. GET/HEAD only; paths never leave the web folder.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../main/securityPolicy';
import { INFO_PATH } from '../../shared/lan/protocol';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The same policy as the desktop window, plus no framing: a guest page cannot be clickjacked. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export interface HttpOptions {
  /** The built web client (e.g. `out/web`), or null to serve only the info endpoint. */
  webDir: string | null;
  info: () => unknown;
  /** The DNS-rebinding guard: false for a Host header this host does not answer to (403). */
  hostAllowed?: (host: string | undefined) => boolean;
}

function send(res: ServerResponse, status: number, type: string, body: string, head: boolean): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  res.end(head ? undefined : body);
}

/** Resolves a URL path inside `root`; null for anything that would step outside it. */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = resolve(root);
  const target = resolve(base, '.' + normalize('/' + decoded));
  return target === base || target.startsWith(base + sep) ? target : null;
}

async function fileAt(path: string): Promise<{ path: string; size: number } | null> {
  const s = await stat(path).catch(() => null);
  if (s?.isFile()) return { path, size: s.size };
  if (s?.isDirectory()) return fileAt(join(path, 'index.html'));
  return null;
}

export function createHttpHandler(options: HttpOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void handle(options, req, res).catch(() => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error', false);
      else res.destroy();
    });
  };
}

async function handle(options: HttpOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const head = req.method === 'HEAD';
  if (options.hostAllowed && !options.hostAllowed(req.headers.host)) {
    send(res, 403, 'text/plain; charset=utf-8', 'Unknown host name: open this host by its address, its name or localhost.', head);
    return;
  }
  if (req.method !== 'GET' && !head) {
    res.setHeader('Allow', 'GET, HEAD');
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', head);
    return;
  }
  const path = new URL(req.url ?? '/', 'http://host').pathname;
  if (path === INFO_PATH) {
    send(res, 200, 'application/json; charset=utf-8', JSON.stringify(options.info()), head);
    return;
  }
  if (options.webDir === null) {
    send(res, 404, 'text/plain; charset=utf-8', 'This host serves no web client (build it with `npm run build:web`).', head);
    return;
  }
  const target = resolveStatic(options.webDir, path);
  const found = target === null ? null : await fileAt(target);
  // A symlink inside the folder must not lead out of it either.
  const root = await realpath(options.webDir).catch(() => null);
  const real = found && root ? await realpath(found.path).catch(() => null) : null;
  const file = found && root && real && real.startsWith(root + sep) ? found : null;
  if (!file) {
    send(res, 404, 'text/plain; charset=utf-8', 'Not found', head);
    return;
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': file.size,
    // Vite fingerprints assets; the page itself must always be fresh.
    'Cache-Control': file.path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
  });
  if (head) {
    res.end();
    return;
  }
  createReadStream(file.path).on('error', () => res.destroy()).pipe(res);
}
