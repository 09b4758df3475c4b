/** Reads a host's `/api/info` (for the join screen): bounded in time and size, shape-checked. */
import { z } from 'zod';
import { hostUrls } from '../../shared/lan/address';
import type { HostInfo } from '../../shared/lan/api';
import { INFO_PATH } from '../../shared/lan/protocol';

const summary = z.object({
  id: z.string().max(32),
  name: z.string().max(200),
  phase: z.enum(['lobby', 'playing', 'over']),
  seats: z.number().int().min(2).max(4),
  openSeats: z.number().int().min(0).max(4),
  hasPassword: z.boolean(),
});

const infoSchema = z.object({
  app: z.literal('mirianth-table'),
  protocol: z.number().int(),
  name: z.string().max(200),
  wsPath: z.string().max(100),
  passwordRequired: z.boolean(),
  tables: z.array(summary).max(1000),
});

export async function fetchHostInfo(address: string, timeoutMs = 3000): Promise<HostInfo> {
  const { page } = hostUrls(address);
  const res = await fetch(new URL(INFO_PATH, page), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!res.ok) throw new Error(`${page} answered ${res.status}`);
  const text = await res.text();
  if (text.length > 1_000_000) throw new Error(`${page} sent an oversized table list`);
  const parsed = infoSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${page} is not a Mirianth host`);
  return parsed.data;
}
