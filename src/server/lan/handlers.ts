/**
 * What main answers on each LAN channel. Arguments come from the page, so each one is checked
 * here before the service sees it. No electron import: Node tests call these directly.
 */
import { z } from 'zod';
import type { IpcChannel, IpcRequest, IpcResponse } from '../../shared/ipc';
import { hostRequestSchema } from '../../shared/lan/api';
import type { LanService } from './lanService';

type LanChannel = Extract<IpcChannel, `lan.${string}`>;
export type LanHandlers = {
  [C in LanChannel]: (...args: IpcRequest<C>) => Promise<IpcResponse<C>>;
};

const browseMs = z.number().int().min(100).max(30_000);
const address = z.string().min(1).max(200);

function valid<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`Bad ${what}: ${r.error.issues[0]?.message ?? 'invalid'}`);
  return r.data;
}

export function lanHandlers(service: LanService): LanHandlers {
  return {
    'lan.host': async (request) => service.host(valid(hostRequestSchema, request, 'host request')),
    'lan.hosting': () => service.hosting(),
    'lan.stopHosting': () => service.stopHosting(),
    'lan.browse': async (timeoutMs) => service.browse(valid(browseMs, timeoutMs, 'browse time')),
    'lan.hostInfo': async (addr) => service.hostInfo(valid(address, addr, 'address')),
  };
}
