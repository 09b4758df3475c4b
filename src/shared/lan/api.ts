/**
 * What the desktop renderer may ask the main process about LAN play (hosting, mDNS, table info).
 * To be exposed as `lan: LanApi` in AppApi; a browser guest has none of it (it is already on
 * the host's page and connects to `ws://<location.host>/ws`).
 */
import { z } from 'zod';
import { gameIdText } from './clientMessages';
import { HOLD_SECONDS_RANGE, LIMITS, TURN_CLOCK_RANGE } from './protocol';
import type { TableSummary } from './tableView';

export const hostRequestSchema = z.strictObject({
  /** Registry id of the table's game; omitted = Mirianth Wars. */
  game: gameIdText.optional(),
  tableName: z.string().min(1).max(LIMITS.tableName * 4),
  seats: z.number().int().min(2).max(4),
  password: z.string().max(LIMITS.password).optional(),
  /** Preferred port; the host falls back to a free one when it is taken. */
  port: z.number().int().min(1024).max(65535).optional(),
  dropPolicy: z.enum(['wait', 'ai']).optional(),
  holdSeconds: z.number().int().min(HOLD_SECONDS_RANGE.min).max(HOLD_SECONDS_RANGE.max).optional(),
  turnClockSeconds: z.number().int().min(TURN_CLOCK_RANGE.min).max(TURN_CLOCK_RANGE.max).nullable().optional(),
});
export type HostRequest = z.infer<typeof hostRequestSchema>;

export interface HostingInfo {
  /** For the hosting player's own LanClient: the loopback endpoint. */
  wsUrl: string;
  port: number;
  /** For guests: one URL per LAN address, best first. */
  lanUrls: string[];
  /** A QR code of `lanUrls[0]` (PNG data URL), or null without a LAN address. */
  qrDataUrl: string | null;
  tableId: string;
  /** Pass to `join` to sit as the table's owner; null for a table restored from an autosave (resume with the saved session instead). */
  ownerKey: string | null;
  restored: boolean;
}

/** A host found by mDNS. */
export interface FoundHost {
  name: string;
  address: string;
  port: number;
  protocol: number;
  passwordRequired: boolean;
  /** `http://address:port/` */
  url: string;
}

/** The JSON at `/api/info`. */
export interface HostInfo {
  app: 'mirianth-table';
  protocol: number;
  name: string;
  wsPath: string;
  passwordRequired: boolean;
  tables: TableSummary[];
}

export interface LanApi {
  /** Starts hosting (or returns the running host): resumes an autosaved table, else creates one. */
  host(request: HostRequest): Promise<HostingInfo>;
  hosting(): Promise<HostingInfo | null>;
  stopHosting(): Promise<void>;
  /** Lists hosts answering on mDNS within `timeoutMs` (at most 30 s). */
  browse(timeoutMs: number): Promise<FoundHost[]>;
  /** Fetches `/api/info` of a typed or discovered address (`host[:port]` or a URL). */
  hostInfo(address: string): Promise<HostInfo>;
}
