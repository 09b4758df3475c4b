/** Where this page stands on the LAN: the desktop app's LAN API, and the LAN host that served it, if any. */
import { platform } from '../platform';
import type { HostInfo, LanApi } from '../../shared/lan/api';
import { INFO_PATH, WS_PATH } from '../../shared/lan/protocol';

/**
 * The desktop app's LAN API (hosting, mDNS, host info); null in a browser. Browser tests, whose
 * page has the debug hook, may stand in for the desktop with `window.__mirianthLanApi`.
 */
export function lanApi(): LanApi | null {
  return platform.lan ?? (window.__mirianth ? window.__mirianthLanApi ?? null : null);
}

/** `ws://<this page's host>/ws`: where a browser guest's host listens. */
export function pageWsUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${WS_PATH}`;
}

/** The host's table info when this page is served by a LAN host; null anywhere else. */
export async function readGuestInfo(): Promise<HostInfo | null> {
  const { protocol, origin } = window.location;
  if (protocol !== 'http:' && protocol !== 'https:') return null;
  try {
    const res = await fetch(new URL(INFO_PATH, origin), { signal: AbortSignal.timeout(2500), cache: 'no-store' });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
    const info = (await res.json()) as Partial<HostInfo> | null;
    return info && info.app === 'mirianth-table' && Array.isArray(info.tables) ? (info as HostInfo) : null;
  } catch {
    return null;
  }
}
