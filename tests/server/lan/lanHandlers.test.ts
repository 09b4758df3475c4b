/** The LAN IPC handlers check what the page sends before the service sees it. */
import { describe, expect, it } from 'vitest';
import { lanHandlers } from '../../../src/server/lan/handlers';
import type { LanService } from '../../../src/server/lan/lanService';
import { IPC_CHANNELS } from '../../../src/shared/ipc';
import type { HostingInfo } from '../../../src/shared/lan/api';

const info: HostingInfo = {
  wsUrl: 'ws://127.0.0.1:7777/ws', port: 7777, lanUrls: [], qrDataUrl: null, tableId: 't1', ownerKey: 'k', restored: false,
};

function fakeService(calls: string[]): LanService {
  return {
    host: (req) => { calls.push(`host:${req.tableName}`); return Promise.resolve(info); },
    hosting: () => Promise.resolve(null),
    stopHosting: () => { calls.push('stop'); return Promise.resolve(); },
    browse: (ms) => { calls.push(`browse:${ms}`); return Promise.resolve([]); },
    hostInfo: (address) => { calls.push(`info:${address}`); return Promise.reject(new Error('unreachable')); },
    close: () => Promise.resolve(),
  } as LanService;
}

describe('LAN IPC handlers', () => {
  it('cover every lan channel of the contract', () => {
    const ours = Object.values(IPC_CHANNELS).filter((c) => c.startsWith('lan.'));
    expect(Object.keys(lanHandlers(fakeService([]))).sort()).toEqual([...ours].sort());
  });

  it('pass valid requests through', async () => {
    const calls: string[] = [];
    const h = lanHandlers(fakeService(calls));
    await expect(h['lan.host']({ tableName: 'Friday', seats: 4 })).resolves.toEqual(info);
    await h['lan.browse'](1500);
    await h['lan.stopHosting']();
    expect(calls).toEqual(['host:Friday', 'browse:1500', 'stop']);
  });

  it('refuse malformed requests before the service sees them', async () => {
    const calls: string[] = [];
    const h = lanHandlers(fakeService(calls));
    const bad = (v: unknown) => v as never;
    await expect(h['lan.host'](bad({ tableName: 'x', seats: 9 }))).rejects.toThrow(/host request/);
    await expect(h['lan.host'](bad({ tableName: 'x', seats: 2, extra: true }))).rejects.toThrow(/host request/);
    await expect(h['lan.browse'](bad(10 ** 9))).rejects.toThrow(/browse time/);
    await expect(h['lan.hostInfo'](bad('x'.repeat(500)))).rejects.toThrow(/address/);
    expect(calls).toEqual([]);
  });
});
