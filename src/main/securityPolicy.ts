import type { WebPreferences } from 'electron';

// Pure policy: no runtime import of electron, so Node unit tests can check it without the binary.

/**
 * Pixi draws to a canvas (WebGL, blob workers, data/blob textures); nothing else is allowed. The
 * page talks to LAN hosts over plain `ws:` (hosts never serve TLS) and to nothing else: no fetches
 * to other sites, no <base> rewrites, no form posts, no plugins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function windowWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    webSecurity: true,
  };
}

/** Where the app's own page lives: the exact built file, and the dev server while developing. */
export interface AppPages {
  /** `file://` URL of the built `out/renderer/index.html`, exactly as `loadFile` opens it. */
  file: string;
  dev: string | undefined;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** A file URL's path, decoded; undefined when it cannot be decoded (a malformed URL is denied). */
function filePath(url: URL): string | undefined {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

/**
 * True for the app's own page only: exactly the built index.html (any #route or ?query), or a
 * page of the dev server while developing. Another file with the same name elsewhere, a
 * malformed URL or any other scheme is not ours.
 */
export function isAppPage(url: string, pages: AppPages): boolean {
  const target = parse(url);
  if (!target) return false;
  if (target.protocol === 'file:') {
    const own = parse(pages.file);
    if (own?.protocol !== 'file:' || target.host !== own.host) return false;
    const path = filePath(target);
    return path !== undefined && path === filePath(own);
  }
  const dev = pages.dev === undefined ? undefined : parse(pages.dev);
  return dev !== undefined && (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === dev.origin;
}

/** IPC is answered only when it comes from a frame showing our page. */
export function isAllowedSender(url: string, pages: AppPages): boolean {
  return isAppPage(url, pages);
}

/** The window may reload its own page but never leave it: links, forms and scripts go nowhere. */
export function isAllowedNavigation(url: string, pages: AppPages): boolean {
  return isAppPage(url, pages);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev server electron-vite announces in `ELECTRON_RENDERER_URL`. A packaged app ignores it
 * (anyone could set it to load their page with our preload), and so does a non-loopback address.
 */
export function devServerUrl(env: NodeJS.ProcessEnv = process.env, packaged = false): string | undefined {
  const value = env['ELECTRON_RENDERER_URL'];
  if (packaged || value === undefined) return undefined;
  const url = parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname) ? value : undefined;
}
