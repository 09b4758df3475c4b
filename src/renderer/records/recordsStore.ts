/**
 * The records kept on this computer: every finished game seen in the saves, in localStorage, so
 * a game stays in the history after the player deletes its saves. Checked with zod on the way in (a
 * damaged or foreign value reads as no records, never as a crash).
 */
import { z } from 'zod';
import type { SaveListEntry } from '../../shared/save';
import { createStore } from '../store';
import { SEAT_LEVELS, mergeRecords, recordsFromSaves, type GameRecord } from './records';

const KEY = 'mirianth.records.v1';
/** Enough for years of play; the oldest games go first. */
const MAX_RECORDS = 2_000;

const recordSchema = z.object({
  gameId: z.string().min(1).max(200),
  date: z.string().max(40),
  game: z.string().min(1).max(64),
  seats: z.array(z.object({ name: z.string().max(200), level: z.enum(SEAT_LEVELS) })).min(1).max(8),
  scores: z.array(z.number().finite()).max(8),
  winners: z.array(z.number().int().min(0).max(7)).max(8),
  lan: z.literal(true).optional(),
  you: z.number().int().min(0).max(7).optional(),
});
const storedSchema = z.array(recordSchema).max(MAX_RECORDS);

function read(): GameRecord[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function write(records: readonly GameRecord[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(records));
  } catch {
    // Storage refused (a private window): the records still show for this session.
  }
}

export const recordsStore = createStore<GameRecord[]>([]);

/** Adds the finished games among `entries` to the kept records and shows the result. */
export function updateRecords(entries: readonly SaveListEntry[]): GameRecord[] {
  return addRecords(recordsFromSaves(entries));
}

/** True when the records already hold this game (a LAN game seen again after a reload keeps its first line). */
export function hasRecord(gameId: string): boolean {
  return read().some((r) => r.gameId === gameId) || recordsStore.get().some((r) => r.gameId === gameId);
}

/** Adds games to the kept records (a game already kept takes its newer line). */
export function addRecords(found: readonly GameRecord[]): GameRecord[] {
  const merged = mergeRecords(read(), found).slice(0, MAX_RECORDS);
  write(merged);
  recordsStore.set(merged);
  return merged;
}

