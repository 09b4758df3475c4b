/**
 * The saves screens' one door to the games whose saves are not the library's typed documents
 * (those keep their own typed path, ./liveSaves.ts): each table with saves registers what to do with a
 * checked save of its game when the page starts. A save of a game without a table here is
 * listed but cannot be opened, with a message that says so.
 */
import type { AnySaveDraft, ModuleSaveDocument, WriteOutcome } from '../../shared/save';
import type { Moment } from '../games/gameTable';

export interface TableSaves {
  /** Opens a checked save to play on; the message to show when it cannot. */
  resume(doc: ModuleSaveDocument, manualId: string | null): string | null;
  replay(doc: ModuleSaveDocument): string | null;
  /** True while this table is on screen (playing or replaying). */
  active(): boolean;
  /** Leaves this table's game (its unsaved moves go to an autosave). */
  leave(): void;
  /** Autosaves the live game of this table, if it has unsaved moves. */
  flush(): Promise<void>;
  /** The live game of this table as a draft when no save holds it yet, else null. */
  unsavedDraft(): AnySaveDraft | null;
  /** A manual save of the live game of this table, or null when none is played. */
  save(): Promise<WriteOutcome | null>;
}

const tables = new Map<string, TableSaves>();
/** Where in its game a save stands, in words (pure: the list needs no table for it), by game. */
const moments = new Map<string, Moment>();

/** Each game's table gives its words for a save's moment when the page starts (src/renderer/game/runtime.ts). */
export function registerMoment(game: string, moment: Moment): void {
  moments.set(game, moment);
}

export function momentOf(game: string): Moment | null {
  return moments.get(game) ?? null;
}

export function registerTableSaves(game: string, table: TableSaves): void {
  tables.set(game, table);
}

export function tableSaves(game: string): TableSaves | null {
  return tables.get(game) ?? null;
}

/** The other game's table on screen, if any. */
export function activeTable(): TableSaves | null {
  return [...tables.values()].find((t) => t.active()) ?? null;
}

/** Every other table steps aside (a Mirianth game or replay is opened). */
export function leaveTables(): void {
  for (const t of tables.values()) if (t.active()) t.leave();
}

/** The other tables' games no save holds yet. */
export function unsavedTableDrafts(): AnySaveDraft[] {
  return [...tables.values()].flatMap((t) => t.unsavedDraft() ?? []);
}

/** Autosaves whatever other table is live (before Continue, quitting). */
export async function flushTables(): Promise<void> {
  await Promise.all([...tables.values()].map((t) => t.flush()));
}
