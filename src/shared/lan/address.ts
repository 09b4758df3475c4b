/**
 * A typed address (`192.168.1.5`, `ana-laptop.local:47470`, `http://…/`) turned into the host's
 * page and WebSocket URLs. Throws on text that is not an address.
 */
import { DEFAULT_PORT, WS_PATH } from './protocol';

export interface HostUrls {
  /** `http://host:port/` */
  page: string;
  /** `ws://host:port/ws` */
  ws: string;
}

export function hostUrls(address: string, defaultPort = DEFAULT_PORT): HostUrls {
  const trimmed = address.trim();
  if (trimmed === '') throw new Error('Type an address, e.g. 192.168.1.5');
  const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) throw new Error(`Not a web address: ${trimmed}`);
  // URL keeps IPv6 hosts bracketed, as URLs need them.
  const hostPort = `${url.hostname}:${url.port === '' ? defaultPort : url.port}`;
  return { page: `${secure ? 'https' : 'http'}://${hostPort}/`, ws: `${secure ? 'wss' : 'ws'}://${hostPort}${WS_PATH}` };
}
