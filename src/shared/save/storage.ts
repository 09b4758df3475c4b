/**
 * Where save files live, as the library sees it: a flat folder of named byte blobs. The Node
 * implementation is a directory written with write-file-atomic; the browser's is IndexedDB.
 */

export interface StoredFile {
  id: string;
  bytes: number;
  /** ISO 8601; for files whose content cannot be read, this is the only date there is. */
  modifiedAt: string;
}

export interface SaveStorage {
  /** Every save id present, readable or not. */
  list(): Promise<StoredFile[]>;
  /** The stored bytes, or null when there is no such save. */
  read(id: string): Promise<Uint8Array | null>;
  /** All or nothing: after a crash the old content (or none) is there, never a mix. */
  write(id: string, text: string): Promise<void>;
  /** false when there was nothing to remove. */
  remove(id: string): Promise<boolean>;
}

/** Manual saves are `save-<time>-<random>`, autosaves `autosave-<sequence>`. */
const SAVE_ID = /^(?:save-[a-z0-9]{1,20}-[a-z0-9]{1,20}|autosave-\d{6,12})$/;

export function isSaveId(value: unknown): value is string {
  return typeof value === 'string' && SAVE_ID.test(value);
}

export type SaveKind = 'manual' | 'autosave';

export function kindOf(id: string): SaveKind {
  return id.startsWith('autosave-') ? 'autosave' : 'manual';
}

/** The sequence number of an autosave id, or null for a manual save. */
export function autosaveSequence(id: string): number | null {
  const m = /^autosave-(\d+)$/.exec(id);
  return m?.[1] === undefined ? null : Number(m[1]);
}

/** The largest number an autosave id can hold (12 digits). */
export const MAX_AUTOSAVE_SEQUENCE = 999_999_999_999;

/**
 * The number after the newest autosave. A stray file at the very top (`autosave-999999999999`)
 * has no successor: step down to the highest number that has one, so autosaving never stops.
 */
export function nextAutosaveSequence(taken: readonly number[]): number {
  const used = new Set(taken);
  for (const n of [...used, 0].sort((a, b) => b - a)) {
    if (n + 1 <= MAX_AUTOSAVE_SEQUENCE && !used.has(n + 1)) return n + 1;
  }
  throw new Error('Every autosave number is taken.');
}

export function autosaveId(sequence: number): string {
  return `autosave-${String(sequence).padStart(6, '0')}`;
}

export function manualSaveId(now: Date, random: () => number): string {
  const suffix = Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0');
  return `save-${now.getTime().toString(36)}-${suffix}`;
}

/** A game id for a new game: unique enough for one player's saves folder. */
export function newGameId(now: Date = new Date(), random: () => number = Math.random): string {
  return `g-${now.getTime().toString(36)}-${Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0')}`;
}
