/**
 * Which pages may open a WebSocket to the host. Any web page a LAN user visits could try to reach
 * `ws://<host>/ws`; only the host's own web client (same origin, under a known host name), the
 * desktop app (file://) and explicitly allowed origins (the dev server) are let in. Non-browser
 * clients send no Origin.
 */
import { hostHeaderAllowed, type HostNameRules } from './hostNames';

export function originAllowed(origin: string | undefined, hostHeader: string | undefined, allowed: readonly string[], names?: HostNameRules): boolean {
  if (origin === undefined || origin === '') return true;
  if (origin === 'file://' || allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // The same list as the Host header: a rebound domain fails here even if its Host slipped by.
  if (names && !hostHeaderAllowed(url.host, names)) return false;
  return hostHeader !== undefined && url.host === hostHeader.toLowerCase();
}
