/**
 * The save library: list, load, save, autosave with rotation, rename, delete, Continue and
 * import, for saves of any game, over any SaveStorage. The main process runs it on a folder, the
 * browser on IndexedDB. A save names its game (`game`, absent in Mirianth's oldest files), and every
 * operation goes through that game: Mirianth Wars' typed path, or the module of any other game.
 *
 * Rules it keeps: a file that cannot be read is never overwritten, renamed or rotated into
 * something else because of that; it is only listed with its reason, and removed only when the
 * player deletes it. Autosaves rotate per game: only a game's own newer autosaves replace its older
 * ones, and a finished game keeps its final save until the player deletes it. No method throws: storage
 * failures come back as `storageFailed`.
 */
import type {
  ActionOutcome, ContinueOutcome, ImportOutcome, LoadOutcome, SaveListEntry, SaveOptions, SavesFailure, WriteOutcome,
} from './api';
import { checkGameDraft, type CheckedDraft, type GameSaveDraft } from './gameDraft';
import { continueLatest, exportBytes, importBytes, removeSave, renameSave } from './libraryActions';
import { describeError, fail, libraryContext, listEntries, loadId, type SaveLibraryOptions } from './libraryRead';
import { createSaveWriter } from './libraryWrite';

export { AUTOSAVE_SLOTS, entryOf, exportFileName, type SaveLibraryOptions } from './libraryRead';

export interface SaveLibrary {
  list(): Promise<SaveListEntry[]>;
  /** A save of any game, by the game its file names. */
  load(id: string): Promise<LoadOutcome>;
  continueLatest(): Promise<ContinueOutcome>;
  /** A manual save of any game; the draft is checked against the schema of the game it names. */
  save(draft: GameSaveDraft, options?: SaveOptions): Promise<WriteOutcome>;
  autosave(draft: GameSaveDraft): Promise<WriteOutcome>;
  rename(id: string, name: string): Promise<ActionOutcome>;
  remove(id: string): Promise<ActionOutcome>;
  /** Checks an outside file and copies it in as a new manual save; the bytes given are only read. */
  importBytes(bytes: Uint8Array): Promise<ImportOutcome>;
  /** A save's exact bytes and a file name to offer, for export; refused when it cannot be read. */
  exportBytes(id: string): Promise<{ ok: true; bytes: Uint8Array; fileName: string } | SavesFailure>;
}

/** Runs one operation at a time: two autosaves racing must not pick the same sequence number. */
function serializer(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}

export function createSaveLibrary(options: SaveLibraryOptions): SaveLibrary {
  const ctx = libraryContext(options);
  const serial = serializer();
  const writer = createSaveWriter(ctx);

  async function guarded<T>(what: string, task: () => Promise<T | SavesFailure>): Promise<T | SavesFailure> {
    try {
      return await serial(task);
    } catch (err) {
      return fail('storageFailed', `${what} failed: ${describeError(err)}`);
    }
  }
  /** Checks the draft against its game's schema before `task` writes it. */
  const checked = (draft: GameSaveDraft, task: (draft: CheckedDraft) => Promise<WriteOutcome>) => async (): Promise<WriteOutcome> => {
    const check = checkGameDraft(draft);
    return check.ok ? task(check.draft) : check;
  };

  return {
    list: () => serial(() => listEntries(ctx)).catch(() => []),
    load: (id) => guarded('Loading the save', () => loadId(ctx, id)),
    continueLatest: () => guarded('Continue', () => continueLatest(ctx)),
    save: (draft, opts = {}) => guarded('Saving', checked(draft, (d) => writer.manualSave(d, opts))),
    autosave: (draft) => guarded('Autosaving', checked(draft, (d) => writer.rotateAutosave(d))),
    rename: (id, name) => guarded('Renaming', () => renameSave(ctx, id, name)),
    remove: (id) => guarded('Deleting', () => removeSave(ctx, id)),
    importBytes: (bytes) => guarded('Importing', () => importBytes(ctx, bytes)),
    exportBytes: (id) => guarded('Exporting', () => exportBytes(ctx, id)),
  };
}
