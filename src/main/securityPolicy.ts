import type { WebPreferences } from 'electron';

// Pure policy: no runtime import of electron, so Node unit tests can check it without the binary.

/** Pixi draws to a canvas (WebGL, blob workers, data/blob textures); nothing else is allowed. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
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

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * True for the app's own page: the built `out/renderer/index.html` loaded from disk, or any page
 * of the electron-vite dev server while developing.
 */
export function isAppPage(url: string, devUrl: string | undefined): boolean {
  const target = parse(url);
  if (!target) return false;
  if (target.protocol === 'file:') {
    return decodeURIComponent(target.pathname).endsWith('/out/renderer/index.html');
  }
  const dev = devUrl === undefined ? undefined : parse(devUrl);
  return dev !== undefined && (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === dev.origin;
}

/** IPC is answered only when it comes from a frame showing our page. */
export function isAllowedSender(url: string, devUrl: string | undefined): boolean {
  return isAppPage(url, devUrl);
}

/** The window may reload its own page but never leave it: links, forms and scripts go nowhere. */
export function isAllowedNavigation(url: string, devUrl: string | undefined): boolean {
  return isAppPage(url, devUrl);
}

/** The dev server sets `ELECTRON_RENDERER_URL`; a built app has none. */
export function devServerUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env['ELECTRON_RENDERER_URL'];
}
