/**
 * Reads a host's `/api/info` (for the join screen): bounded in time and size (streamed, cut at
 * MAX_INFO_BYTES without buffering the rest), shape-checked.
 */
import { z } from 'zod';
import { hostUrls } from '../../shared/lan/address';
import type { HostInfo } from '../../shared/lan/api';
import { INFO_PATH } from '../../shared/lan/protocol';

const summary = z.object({
  id: z.string().max(32),
  // Hosts from before game ids listed Mirianth tables only.
  game: z.string().max(64).default('mirianth-wars'),
  name: z.string().max(200),
  phase: z.enum(['lobby', 'playing', 'over']),
  // As many seats as the table's game takes (Miremarsh 1, Nains 5; setOptions allows up to 8).
  seats: z.number().int().min(1).max(8),
  openSeats: z.number().int().min(0).max(8),
  hasPassword: z.boolean(),
});

const infoSchema = z.object({
  app: z.literal('mirianth-table'),
  protocol: z.number().int(),
  name: z.string().max(200),
  wsPath: z.string().max(100),
  passwordRequired: z.boolean(),
  // A host with a password lists no tables to strangers.
  tables: z.array(summary).max(1000).default([]),
});

export const MAX_INFO_BYTES = 1_000_000;

/** The body as text, or an error once it passes `max` bytes (the rest is never read). */
export async function readCapped(res: Response, max: number, what: string): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`${what} sent an oversized table list`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchHostInfo(address: string, timeoutMs = 3000): Promise<HostInfo> {
  const { page } = hostUrls(address);
  const res = await fetch(new URL(INFO_PATH, page), { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!res.ok) throw new Error(`${page} answered ${res.status}`);
  const text = await readCapped(res, MAX_INFO_BYTES, page);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${page} is not a Mirianth host`);
  }
  const parsed = infoSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${page} is not a Mirianth host`);
  return parsed.data;
}
