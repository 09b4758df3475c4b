/**
 * The saves surface the renderer uses, the same under Electron (IPC to the main process) and in
 * a browser (IndexedDB). Every outcome is plain data, so it crosses IPC unchanged.
 */
import type { SeatId } from '../../engine/kit/ids';
import type { SaveErrorCode } from './errors';
import type { TypedSaveDocument } from './codec';
import type { SeatSetup } from './format';
import type { SaveKind } from './storage';
import type { GameSaveDraft } from './gameDraft';
import type { ModuleSaveDocument } from './moduleSchema';

export type SavesErrorCode =
  | SaveErrorCode
  /** No save with that id. */
  | 'notFound'
  /** An id or name the library would never produce. */
  | 'badRequest'
  /** Refused to overwrite a save that cannot be read, or one of another game. */
  | 'protected'
  /** The disk or database refused the write or delete. */
  | 'storageFailed'
  /** The player closed a file dialog. */
  | 'canceled';

export interface SavesFailure {
  ok: false;
  reason: SavesErrorCode;
  message: string;
}

export interface SaveEntryOk {
  status: 'ok';
  id: string;
  kind: SaveKind;
  bytes: number;
  name: string;
  /** Registry id of the game the save holds (`mirianth-wars`, `nains`…); absent = the default game. */
  game?: string;
  gameId: string;
  createdAt: string;
  updatedAt: string;
  mode: 'local' | 'lan';
  players: SeatSetup[];
  round: number;
  /** The game's own phase and step ids (its codec's summary, or its module's `summary`). */
  phase: string;
  step: string;
  finished: boolean;
  moveCount: number;
  scores: number[] | null;
  winners: SeatId[] | null;
}

/** A file in the saves folder that cannot be read: listed with its reason, never removed for it. */
export interface SaveEntryDamaged {
  status: 'damaged';
  id: string;
  kind: SaveKind;
  bytes: number;
  modifiedAt: string;
  reason: SavesErrorCode;
  message: string;
}

export type SaveListEntry = SaveEntryOk | SaveEntryDamaged;

/** A save of a game with its own save codec, decoded with the state its moves lead to (its room narrows both). */
export interface TypedLoaded {
  ok: true;
  id: string;
  save: TypedSaveDocument;
  state: unknown;
  migratedFrom: number | null;
}

/** A save of any game, checked by replaying it through its module (a renderer replays it again to play on). */
export interface AnyLoaded {
  ok: true;
  /** Tells this apart from a typed load, read through its game's save codec. */
  any: true;
  id: string;
  save: ModuleSaveDocument;
  migratedFrom: number | null;
}
/** A save of whichever game the file names: `any` tells a module-read save from a codec-read one. */
export type LoadOutcome = TypedLoaded | AnyLoaded | SavesFailure;

/** Saves passed over on the way to the one Continue opened (newer but damaged). */
export interface SkippedSave {
  id: string;
  message: string;
}

export type ContinueOutcome =
  | ((TypedLoaded | AnyLoaded) & { skipped: SkippedSave[] })
  /** Nothing to continue; `skipped` lists damaged saves that might have been it. */
  | { ok: false; reason: 'nothingToContinue'; message: string; skipped: SkippedSave[] }
  | SavesFailure;

export type WriteOutcome = { ok: true; id: string; entry: SaveEntryOk } | SavesFailure;
export type ActionOutcome = { ok: true } | SavesFailure;
export type ExportOutcome = { ok: true; fileName: string } | SavesFailure;
export type ImportOutcome = { ok: true; id: string; entry: SaveEntryOk; migratedFrom: number | null } | SavesFailure;

export interface SaveOptions {
  /** Overwrite this manual save of the same game (the "Save" command after a first "Save as"). */
  replaceId?: string;
}

export interface SavesApi {
  /** Newest first; damaged files included so the player sees them. */
  list(): Promise<SaveListEntry[]>;
  /** A save of any game, by the game its file names (every move replayed and checked). */
  load(id: string): Promise<LoadOutcome>;
  /** The latest snapshot of the most recently played unfinished game. */
  continueLatest(): Promise<ContinueOutcome>;
  /** A manual save of any game (the draft's `game`; none = the default game): kept until the player deletes it. */
  save(draft: GameSaveDraft, options?: SaveOptions): Promise<WriteOutcome>;
  /** One of the game's rotating autosaves (each unfinished game keeps its newest 5; a finished one its final save). */
  autosave(draft: GameSaveDraft): Promise<WriteOutcome>;
  rename(id: string, name: string): Promise<ActionOutcome>;
  remove(id: string): Promise<ActionOutcome>;
  /** Electron: a native save dialog; browser: a download. */
  exportSave(id: string): Promise<ExportOutcome>;
  /** Electron: a native open dialog; browser: a file picker. The picked file is only read. */
  importSave(): Promise<ImportOutcome>;
}
