/**
 * The saves of the live game kept in typed documents read through its game's save codec (the
 * default game's), apart from the other tables' (gameSaves.ts): its one save record and its
 * replay viewer; its room narrows the documents to its own types. Its table declares them (GameTable.liveSaves); the page registers them at start
 * (game/runtime.ts), and the saves buttons, the menu and the unload stash ask here.
 */
import type { TypedSaveDocument, TypedSaveDraft, WriteOutcome } from '../../shared/save';
import type { LiveGame } from '../records/records';

export interface LiveSaves {
  /** Opens a checked save to play on; the message to show when it cannot. */
  resume(doc: TypedSaveDocument, manualId: string | null): string | null;
  /** Opens a checked save in the replay viewer; the message to show when it cannot. */
  replay(doc: TypedSaveDocument): string | null;
  /** A manual save of the live game, or null when none is played. */
  save(): Promise<WriteOutcome | null>;
  /** Autosaves the live game, if it has unsaved moves. */
  flush(): Promise<void>;
  /** The live game as a draft when no save holds it yet, else null. */
  unsavedDraft(): TypedSaveDraft | null;
  /** The live game as its record keeps it (the records follow it to its end). */
  live(): LiveGame | null;
  subscribe(listener: () => void): () => void;
}

let current: LiveSaves | null = null;

export function registerLiveSaves(saves: LiveSaves): void {
  current = saves;
}

export function liveSaves(): LiveSaves | null {
  return current;
}
