/**
 * What the LAN screens remember: the seat this tab holds (resumed after a reload), the last seat
 * of this origin (resumed when a desktop host restarts its autosaved table) and the player's name.
 * Storage may be refused (private windows); then nothing is remembered.
 */
import type { LanSession } from '../../shared/lan/clientState';

const SESSION_KEY = 'mirianth.lan.session';
const NAME_KEY = 'mirianth.lan.name';

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Refused storage only costs the resume after a reload.
  }
}

const local = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const tab = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function parseSession(raw: string | null): LanSession | null {
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const r = v as Record<string, unknown>;
    const { url, tableId, seat, token, owner } = r;
    if (typeof url !== 'string' || typeof tableId !== 'string' || typeof seat !== 'number' || typeof token !== 'string' || typeof owner !== 'boolean') return null;
    return { url, tableId, seat, token, owner };
  } catch {
    return null;
  }
}

/** The seat held by this tab, or (with `anyTab`) the last one held on this origin. */
export function storedSession(url: string, anyTab = false): LanSession | null {
  const mine = parseSession(read(tab(), SESSION_KEY));
  if (mine && mine.url === url) return mine;
  if (!anyTab) return null;
  const last = parseSession(read(local(), SESSION_KEY));
  return last && last.url === url ? last : null;
}

/** The seat this tab held, wherever its host is (the desktop app after a window reload). */
export function tabSession(): LanSession | null {
  return parseSession(read(tab(), SESSION_KEY));
}

export function storeSession(session: LanSession | null): void {
  const value = session === null ? null : JSON.stringify(session);
  write(tab(), SESSION_KEY, value);
  write(local(), SESSION_KEY, value);
}

export function storedName(): string {
  return read(local(), NAME_KEY) ?? '';
}

export function storeName(name: string): void {
  write(local(), NAME_KEY, name.trim() === '' ? null : name.trim());
}

const WATCH_KEY = 'mirianth.lan.watching';

/** A table this tab watches (no password: a locked table asks again), watched again after a reload. */
export interface StoredWatch { url: string; tableId: string; name: string }

export function storedWatch(url: string): StoredWatch | null {
  const raw = read(tab(), WATCH_KEY);
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { url: u, tableId, name } = v as Record<string, unknown>;
    return typeof u === 'string' && u === url && typeof tableId === 'string' && typeof name === 'string' ? { url: u, tableId, name } : null;
  } catch {
    return null;
  }
}

export function storeWatch(watch: StoredWatch | null): void {
  write(tab(), WATCH_KEY, watch === null ? null : JSON.stringify(watch));
}
