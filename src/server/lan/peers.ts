/** Client addresses as the per-address limits see them. */

/** `::ffff:192.168.0.5` and `192.168.0.5` are the same peer. */
export function peerAddress(raw: string | undefined): string {
  if (!raw) return 'unknown';
  return raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
}

/** The host's own machine: per-address limits leave it alone unless told otherwise. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.');
}
