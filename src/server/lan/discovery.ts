/**
 * mDNS (bonjour-service): the host advertises `_mirianth._tcp` with its protocol version, and
 * the join screen browses for a bounded time. `mdns` options pass through to multicast-dns; tests
 * use `{ interface: '127.0.0.1', bind: '224.0.0.251', port: <test port> }` so nothing leaves
 * the loopback interface.
 */
import { Bonjour, type Service } from 'bonjour-service';
import type { FoundHost } from '../../shared/lan/api';
import { MDNS_SERVICE_TYPE, PROTOCOL_VERSION } from '../../shared/lan/protocol';

export interface MdnsOptions {
  /** The interface address to send and join the group on. */
  interface?: string;
  /** Address the UDP socket binds to. */
  bind?: string;
  /** UDP port (5353 for real mDNS). */
  port?: number;
}

export interface Advertiser {
  stop(): Promise<void>;
}

function bonjour(mdns: MdnsOptions | undefined, onError: (err: unknown) => void): Bonjour {
  // The library throws from its socket callbacks without an error callback: always give one.
  return new Bonjour(mdns ?? {}, onError);
}

/** The advert's TXT record: protocol version, `pw=1` when joining takes a password, the socket path. */
export function advertTxt(passwordRequired: boolean): Record<string, string> {
  return { v: String(PROTOCOL_VERSION), pw: passwordRequired ? '1' : '0', path: '/ws' };
}

export function advertise(o: { name: string; port: number; passwordRequired: boolean; mdns?: MdnsOptions; onError?: (err: unknown) => void }): Advertiser {
  const b = bonjour(o.mdns, o.onError ?? (() => undefined));
  b.publish({
    name: o.name,
    type: MDNS_SERVICE_TYPE,
    port: o.port,
    txt: advertTxt(o.passwordRequired),
    disableIPv6: true,
  });
  return {
    stop: () => new Promise<void>((resolve) => {
      b.unpublishAll(() => b.destroy(() => resolve()));
    }),
  };
}

/** The address is the one the answer came from (reachable by definition), else the first advertised. */
function hostOf(s: Service): FoundHost | null {
  const txt: Record<string, unknown> = typeof s.txt === 'object' && s.txt !== null ? (s.txt as Record<string, unknown>) : {};
  const address = s.referer?.address ?? s.addresses?.find((a) => !a.includes(':')) ?? s.addresses?.[0];
  if (!address || !Number.isInteger(s.port) || s.port <= 0 || s.port > 65535) return null;
  const protocol = Number(txt['v']);
  return {
    name: String(s.name).slice(0, 80),
    address,
    port: s.port,
    protocol: Number.isInteger(protocol) ? protocol : 0,
    passwordRequired: String(txt['pw']) === '1',
    url: `http://${address.includes(':') ? `[${address}]` : address}:${s.port}/`,
  };
}

/** Listens for `timeoutMs`, reporting hosts as they appear, then stops and returns them all. */
export function browse(o: { timeoutMs: number; mdns?: MdnsOptions; onFound?: (host: FoundHost) => void }): Promise<FoundHost[]> {
  return new Promise<FoundHost[]>((resolve) => {
    const found = new Map<string, FoundHost>();
    const b = bonjour(o.mdns, () => undefined);
    const browser = b.find({ type: MDNS_SERVICE_TYPE }, (s) => {
      const h = hostOf(s);
      if (!h || found.has(h.url)) return;
      found.set(h.url, h);
      o.onFound?.(h);
    });
    const timer = setTimeout(() => {
      browser.stop();
      b.destroy(() => resolve([...found.values()]));
    }, Math.max(100, Math.min(o.timeoutMs, 30_000)));
    timer.unref();
  });
}
