/**
 * mDNS advertise + browse, bound to the loopback interface on a test port so no packet leaves
 * this machine. Skipped, with the reason printed, where loopback multicast is unavailable.
 */
import { createSocket } from 'node:dgram';
import { describe, expect, it } from 'vitest';
import { advertise, browse, type MdnsOptions } from '../../../src/server/lan/discovery';
import { createLanService } from '../../../src/server/lan/lanService';
import { PROTOCOL_VERSION } from '../../../src/shared/lan/protocol';

const GROUP = '224.0.0.251';
const PORT = 50_000 + (process.pid % 10_000);
// Join and send on loopback only; bind to the group so only its packets arrive.
const MDNS: MdnsOptions = { interface: '127.0.0.1', bind: GROUP, port: PORT };

/** Whether a multicast datagram sent on loopback comes back within half a second. */
function loopbackMulticast(): Promise<string | null> {
  return new Promise((resolve) => {
    const port = PORT + 1;
    const s = createSocket({ type: 'udp4', reuseAddr: true });
    const done = (reason: string | null): void => {
      clearTimeout(timer);
      s.close();
      resolve(reason);
    };
    const timer = setTimeout(() => done('no multicast datagram came back on 127.0.0.1'), 500);
    s.on('error', (e) => done(`multicast socket error: ${e.message}`));
    s.on('message', () => done(null));
    s.bind(port, GROUP, () => {
      try {
        s.addMembership(GROUP, '127.0.0.1');
        s.setMulticastInterface('127.0.0.1');
        s.setMulticastLoopback(true);
        s.send('probe', port, GROUP);
      } catch (e) {
        done(`multicast setup failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
  });
}

describe('mDNS discovery on loopback', () => {
  it('a browser finds an advertised host, then both stop', async (ctx) => {
    const unavailable = await loopbackMulticast();
    if (unavailable) {
      console.log(`mDNS test skipped: ${unavailable}`);
      ctx.skip();
      return;
    }
    const advert = advertise({ name: 'Mesa da Ana', port: 47_999, passwordRequired: true, mdns: MDNS });
    try {
      const seen: string[] = [];
      const found = await browse({ timeoutMs: 2000, mdns: MDNS, onFound: (h) => seen.push(h.name) });
      const ana = found.find((h) => h.name === 'Mesa da Ana');
      expect(ana).toMatchObject({ address: '127.0.0.1', port: 47_999, protocol: PROTOCOL_VERSION, passwordRequired: true, url: 'http://127.0.0.1:47999/' });
      expect(seen).toContain('Mesa da Ana');
    } finally {
      await advert.stop();
    }
  }, 10_000);

  it('the desktop LAN service hosts, advertises and is found', async (ctx) => {
    const unavailable = await loopbackMulticast();
    if (unavailable) {
      console.log(`mDNS test skipped: ${unavailable}`);
      ctx.skip();
      return;
    }
    const service = createLanService({ autosaveDir: null, webDir: null, mdns: MDNS, host: { bindAddress: '127.0.0.1' } });
    try {
      const info = await service.host({ tableName: 'Sala', seats: 3, port: 47_998 });
      expect(info.wsUrl).toBe(`ws://127.0.0.1:${info.port}/ws`);
      expect(info.ownerKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await service.host({ tableName: 'Other', seats: 2 })).toBe(info);
      const found = await service.browse(2000);
      expect(found.map((h) => h.port)).toContain(info.port);
      const hostInfo = await service.hostInfo(`127.0.0.1:${info.port}`);
      expect(hostInfo.tables).toEqual([expect.objectContaining({ id: info.tableId, name: 'Sala', seats: 3 })]);
    } finally {
      await service.close();
    }
    expect(await service.hosting()).toBeNull();
  }, 10_000);
});

describe('mDNS password flag', () => {
  it('mDNS advertises pw=1 when the hosted table has a password', async (ctx) => {
    const unavailable = await loopbackMulticast();
    if (unavailable) {
      console.log(`mDNS test skipped: ${unavailable}`);
      ctx.skip();
      return;
    }
    const service = createLanService({ autosaveDir: null, webDir: null, mdns: MDNS, host: { bindAddress: '127.0.0.1' } });
    try {
      const info = await service.host({ tableName: 'Trancada', seats: 2, port: 47_996, password: 'segredo' });
      const found = await service.browse(2000);
      expect(found.find((h) => h.port === info.port)).toMatchObject({ name: 'Trancada', passwordRequired: true });
    } finally {
      await service.close();
    }
  }, 10_000);
});

describe('LAN service without mDNS', () => {
  it('hosts one table, restores nothing, and stops', async () => {
    const service = createLanService({ autosaveDir: null, webDir: null, mdns: null, host: { bindAddress: '127.0.0.1' } });
    try {
      const info = await service.host({ tableName: 'Sem mDNS', seats: 2, port: 47_997, dropPolicy: 'ai', turnClockSeconds: 60 });
      expect(info.restored).toBe(false);
      expect(await service.hosting()).toBe(info);
      expect(await service.browse(500)).toEqual([]);
      const hostInfo = await service.hostInfo(`127.0.0.1:${info.port}`);
      expect(hostInfo.tables[0]).toMatchObject({ name: 'Sem mDNS', seats: 2, hasPassword: false });
      await expect(service.hostInfo('127.0.0.1:1')).rejects.toThrow();
    } finally {
      await service.close();
    }
  });
});

describe('host info for every game', () => {
  it('lists a 5-seat Nains table and a solo Miremarsh table to the join screen', async () => {
    for (const [game, seats, port] of [['nains', 5, 47_995], ['miremarsh', 1, 47_994]] as const) {
      const service = createLanService({ autosaveDir: null, webDir: null, mdns: null, host: { bindAddress: '127.0.0.1' } });
      try {
        const info = await service.host({ tableName: `Mesa ${game}`, seats, port, game });
        const hostInfo = await service.hostInfo(`127.0.0.1:${info.port}`);
        expect(hostInfo.tables[0]).toMatchObject({ game, name: `Mesa ${game}`, seats });
      } finally {
        await service.close();
      }
    }
  });
});
