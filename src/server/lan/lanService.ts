/**
 * The desktop app's LAN side as plain Node (no Electron import, so it is testable headless):
 * one host at a time, its table, its mDNS advert, LAN URLs and QR code, browsing and host info.
 * `setupLan.ts` gives it Electron's folders and lifecycle.
 */
import type { FoundHost, HostRequest, HostingInfo, HostInfo, LanApi } from '../../shared/lan/api';
import { DEFAULT_PORT, WS_PATH } from '../../shared/lan/protocol';
import { advertise, browse, type Advertiser, type MdnsOptions } from './discovery';
import { startLanHost, type LanHost, type LanHostOptions } from './host';
import { fetchHostInfo } from './hostInfo';
import { lanUrls, qrDataUrl } from './lanUrl';

export interface LanServiceOptions {
  autosaveDir: string | null;
  webDir: string | null;
  /** Extra host options (tests: loopback binding, clocks). */
  host?: Partial<LanHostOptions>;
  /** null turns mDNS off (tests without multicast). */
  mdns?: MdnsOptions | null;
  log?: (line: string) => void;
}

export interface LanService extends LanApi {
  close(): Promise<void>;
}

async function listen(opts: LanHostOptions, preferred: number): Promise<LanHost> {
  try {
    return await startLanHost({ ...opts, port: preferred });
  } catch (err) {
    // Another app (or a second copy of ours) holds the port: any free one will do.
    if (err instanceof Error && 'code' in err && err.code === 'EADDRINUSE') return startLanHost({ ...opts, port: 0 });
    throw err;
  }
}

export function createLanService(o: LanServiceOptions): LanService {
  let running: { host: LanHost; advert: Advertiser | null; info: HostingInfo } | null = null;
  let starting: Promise<HostingInfo> | null = null;

  async function start(req: HostRequest): Promise<HostingInfo> {
    const host = await listen({
      bindAddress: '0.0.0.0',
      serverName: req.tableName,
      webDir: o.webDir,
      autosaveDir: o.autosaveDir,
      // The desktop host runs its own table; guests join it, they do not open new ones.
      allowRemoteCreate: false,
      maxTables: 4,
      // People watch the AI play: a short pause lets them follow each decision.
      aiDelayMs: 700,
      ...(o.log ? { log: o.log } : {}),
      ...o.host,
    }, req.port ?? DEFAULT_PORT);
    const { restored } = await host.restoreAutosaves();
    const restoredId = restored[0];
    const made = restoredId === undefined
      ? host.createTable({
        name: req.tableName, seats: req.seats, ...(req.password ? { password: req.password } : {}),
        ...(req.game ? { game: req.game } : {}),
        options: {
          ...(req.dropPolicy ? { dropPolicy: req.dropPolicy } : {}),
          ...(req.holdSeconds ? { holdSeconds: req.holdSeconds } : {}),
          ...(req.turnClockSeconds !== undefined ? { turnClockSeconds: req.turnClockSeconds } : {}),
        },
      })
      : { tableId: restoredId, ownerKey: null };
    const urls = lanUrls(host.port);
    const first = urls[0];
    const info: HostingInfo = {
      wsUrl: `ws://127.0.0.1:${host.port}${WS_PATH}`,
      port: host.port,
      lanUrls: urls,
      qrDataUrl: first ? await qrDataUrl(first) : null,
      tableId: made.tableId,
      ownerKey: made.ownerKey,
      restored: restoredId !== undefined,
    };
    const advert = o.mdns === null
      ? null
      // pw=1 tells finders the table wants a password (a restored table keeps its own).
      : advertise({ name: req.tableName, port: host.port, passwordRequired: host.tableSummaries().some((t) => t.hasPassword), ...(o.mdns ? { mdns: o.mdns } : {}), onError: (e) => o.log?.(`mDNS: ${String(e)}`) });
    running = { host, advert, info };
    return info;
  }

  async function stop(): Promise<void> {
    const r = running;
    running = null;
    if (!r) return;
    await r.advert?.stop();
    await r.host.close();
  }

  return {
    async host(req) {
      if (running) return running.info;
      starting ??= start(req).finally(() => { starting = null; });
      return starting;
    },
    hosting: () => Promise.resolve(running?.info ?? null),
    stopHosting: stop,
    browse: (timeoutMs): Promise<FoundHost[]> => (o.mdns === null ? Promise.resolve([]) : browse({ timeoutMs, ...(o.mdns ? { mdns: o.mdns } : {}) })),
    hostInfo: (address): Promise<HostInfo> => fetchHostInfo(address),
    close: stop,
  };
}
