/**
 * Where browser guests should point: the host's LAN addresses as URLs, and a QR code of one.
 * Interfaces are injectable for tests.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import QRCode from 'qrcode';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

function rank(ip: string): number {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  if (a === 192 && b === 168) return 0;
  if (a === 10) return 1;
  if (a === 172 && b >= 16 && b <= 31) return 2;
  // Carrier-grade NAT space: VPN overlays such as Tailscale.
  if (a === 100 && b >= 64 && b <= 127) return 4;
  if (a === 169 && b === 254) return 5;
  return 3;
}

/** Non-loopback IPv4 addresses, home-network ranges first (phones on Wi-Fi reach those). */
export function lanAddresses(interfaces: Interfaces = networkInterfaces()): string[] {
  const found = new Set<string>();
  for (const list of Object.values(interfaces)) {
    for (const i of list ?? []) {
      if (i.family === 'IPv4' && !i.internal) found.add(i.address);
    }
  }
  return [...found].sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
}

export function lanUrls(port: number, interfaces?: Interfaces): string[] {
  return lanAddresses(interfaces).map((ip) => `http://${ip}:${port}/`);
}

/** A PNG data URL (the CSP allows `data:` images), sized for a phone camera across a table. */
export function qrDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 256 });
}
