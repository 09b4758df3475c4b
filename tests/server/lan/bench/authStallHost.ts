/**
 * One LAN host in its own process for the password-guessing stall bench (`authStall.ts`):
 * `tsx authStallHost.ts <path to host.ts> <password> [nolockout]`; prints `{"port":N}`.
 * The path lets the bench run an older checkout's host side by side with this one.
 */
import { pathToFileURL } from 'node:url';

interface HostModule {
  startLanHost(o: Record<string, unknown>): Promise<{ port: number; close(): Promise<void> }>;
}

const [path, password, mode] = process.argv.slice(2);
if (!path || !password) throw new Error('usage: authStallHost.ts <host.ts> <password> [nolockout]');
const mod = (await import(pathToFileURL(path).href)) as HostModule;
const host = await mod.startLanHost({
  bindAddress: '127.0.0.1', port: 0, heartbeatMs: 0, password, serverName: 'bench',
  rateLimit: { capacity: 1000, refillPerSec: 1000 },
  // Older hosts ignore this; "nolockout" isolates the effect of scrypt leaving the event loop.
  ...(mode === 'nolockout' ? { authLimits: { freePerTarget: 1e9, freePerIp: 1e9, hotTarget: 1e9, baseLockMs: 1, maxLockMs: 1 } } : {}),
});
console.log(JSON.stringify({ port: host.port }));
process.on('SIGTERM', () => void host.close().then(() => process.exit(0)));
