/**
 * The desktop app's LAN side for a browser test: the real LAN service (`createLanService`, the
 * code the Electron main process runs) in the test process, bound to loopback without mDNS, and
 * handed to the page as `window.__mirianthLanApi` (the page honours it only with the debug hook).
 * Electron itself cannot run here, so this stands in for its preload.
 */
import type { Page } from '@playwright/test';
import { resolve } from 'node:path';
import { createLanService, type LanService } from '../../../src/server/lan/lanService';
import type { HostRequest, LanApi } from '../../../src/shared/lan/api';

type Method = keyof LanApi;

export async function desktopStandIn(page: Page, pageOrigin: string): Promise<LanService> {
  const service = createLanService({
    autosaveDir: null,
    webDir: resolve('out/web'),
    mdns: null,
    // The page comes from the preview server: its origin must be let in, like the dev server's.
    host: { bindAddress: '127.0.0.1', allowedOrigins: [pageOrigin], aiDelayMs: 60 },
  });
  await page.exposeFunction('__lanStandIn', (method: Method, arg: unknown): Promise<unknown> => {
    switch (method) {
      case 'host': return service.host(arg as HostRequest);
      case 'hosting': return service.hosting();
      case 'stopHosting': return service.stopHosting();
      case 'browse': return service.browse(Number(arg));
      case 'hostInfo': return service.hostInfo(String(arg));
    }
  });
  await page.addInitScript(() => {
    const call = (window as unknown as { __lanStandIn(method: string, arg?: unknown): Promise<never> }).__lanStandIn;
    window.__mirianthLanApi = {
      host: (request) => call('host', request),
      hosting: () => call('hosting'),
      stopHosting: () => call('stopHosting'),
      browse: (ms) => call('browse', ms),
      hostInfo: (address) => call('hostInfo', address),
    };
  });
  return service;
}
