/**
 * The save library: list, load, save, autosave with rotation, rename, delete, Continue and
 * import, over any SaveStorage. The main process runs it on a folder, the browser on IndexedDB.
 *
 * Rules it keeps: a file that cannot be read is never overwritten, renamed or rotated into
 * something else because of that; it is only listed with its reason, and removed only when the
 * player deletes it. Autosaves rotate per game: only a game's own newer autosaves replace its older
 * ones, and a finished game keeps its final save until the player deletes it. No method throws: storage
 * failures come back as `storageFailed`.
 */
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';
import { buildModuleSave, otherGameOf, readModuleHeader, renameModuleSave, type AnySaveDraft, type ModuleSaveHeader } from './anyGame';
import type {
  ActionOutcome, AnyLoadOutcome, ContinueOutcome, ImportOutcome, LoadOutcome, SaveEntryOk, SaveListEntry, SaveOptions,
  SavesFailure, SkippedSave, WriteOutcome,
} from './api';
import { decodeSaveBytes, readSaveHeader, type SaveHeader } from './decode';
import { decodeAnySaveBytes } from './moduleSave';
import { buildSave, serializeAny, withName } from './encode';
import type { SaveDraft } from './format';
import { saveNameSchema } from './schema';
import {
  autosaveId, autosaveSequence, isSaveId, kindOf, manualSaveId, nextAutosaveSequence, type SaveStorage, type StoredFile,
} from './storage';

export const AUTOSAVE_SLOTS = 5;

export interface SaveLibraryOptions {
  storage: SaveStorage;
  now?: () => Date;
  random?: () => number;
  autosaveSlots?: number;
  /** The games saves may hold (the registry; tests add their own). */
  catalog?: GameCatalog;
}

export interface SaveLibrary {
  list(): Promise<SaveListEntry[]>;
  load(id: string): Promise<LoadOutcome>;
  continueLatest(): Promise<ContinueOutcome>;
  save(draft: SaveDraft, options?: SaveOptions): Promise<WriteOutcome>;
  autosave(draft: SaveDraft): Promise<WriteOutcome>;
  loadAny(id: string): Promise<AnyLoadOutcome>;
  saveAny(draft: AnySaveDraft, options?: SaveOptions): Promise<WriteOutcome>;
  autosaveAny(draft: AnySaveDraft): Promise<WriteOutcome>;
  rename(id: string, name: string): Promise<ActionOutcome>;
  remove(id: string): Promise<ActionOutcome>;
  /** Checks an outside file and copies it in as a new manual save; the bytes given are only read. */
  importBytes(bytes: Uint8Array): Promise<ImportOutcome>;
  /** A save's exact bytes and a file name to offer, for export; refused when it cannot be read. */
  exportBytes(id: string): Promise<{ ok: true; bytes: Uint8Array; fileName: string } | SavesFailure>;
}

function fail(reason: SavesFailure['reason'], message: string): SavesFailure {
  return { ok: false, reason, message };
}

function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function entryOf(file: Pick<StoredFile, 'id' | 'bytes'>, header: SaveHeader | ModuleSaveHeader): SaveEntryOk {
  const s = header.summary;
  return {
    status: 'ok', id: file.id, kind: kindOf(file.id), bytes: file.bytes,
    name: header.name, game: header.game, gameId: header.gameId, createdAt: header.createdAt, updatedAt: header.updatedAt,
    mode: header.setup.mode, players: header.setup.seats,
    round: s.round ?? 0, phase: s.phase, step: s.step, finished: header.finished, moveCount: s.moveCount,
    scores: s.scores, winners: s.winners,
  };
}

/** A file name for export: the save's name in plain letters. */
export function exportFileName(name: string): string {
  const slug = name.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').toLowerCase().slice(0, 60);
  return `${slug || 'mirianth-game'}.json`;
}

function newer(a: SaveEntryOk, b: SaveEntryOk): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.moveCount - a.moveCount || b.id.localeCompare(a.id);
}

export function createSaveLibrary(options: SaveLibraryOptions): SaveLibrary {
  const { storage } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const slots = options.autosaveSlots ?? AUTOSAVE_SLOTS;
  const catalog = options.catalog ?? REGISTRY;

  /** The list entry of a file of any game: Mirianth's typed header, or the module layout's. */
  function headerOf(bytes: Uint8Array): { ok: true; header: SaveHeader | ModuleSaveHeader } | SavesFailure {
    return otherGameOf(bytes) === null ? readSaveHeader(bytes) : readModuleHeader(bytes, catalog);
  }

  // One operation at a time: two autosaves racing must not pick the same sequence number.
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function listEntries(): Promise<SaveListEntry[]> {
    const files = await storage.list();
    const entries: SaveListEntry[] = [];
    for (const file of files) {
      if (!isSaveId(file.id)) continue;
      let bytes: Uint8Array | null;
      try {
        bytes = await storage.read(file.id);
      } catch (err) {
        entries.push({ status: 'damaged', id: file.id, kind: kindOf(file.id), bytes: file.bytes, modifiedAt: file.modifiedAt, reason: 'storageFailed', message: `The save could not be read: ${describeError(err)}` });
        continue;
      }
      if (bytes === null) continue;
      // One file must never take the whole list down with it, whatever it holds.
      let header: ReturnType<typeof headerOf>;
      try {
        header = headerOf(bytes);
      } catch (err) {
        header = { ok: false, reason: 'invalid', message: `The save could not be read: ${describeError(err)}` };
      }
      entries.push(header.ok
        ? entryOf(file, header.header)
        : { status: 'damaged', id: file.id, kind: kindOf(file.id), bytes: file.bytes, modifiedAt: file.modifiedAt, reason: header.reason, message: header.message });
    }
    const date = (e: SaveListEntry): string => (e.status === 'ok' ? e.updatedAt : e.modifiedAt);
    return entries.sort((a, b) => date(b).localeCompare(date(a)) || b.id.localeCompare(a.id));
  }

  async function loadId(id: string): Promise<LoadOutcome> {
    if (!isSaveId(id)) return fail('badRequest', 'That is not the name of a save.');
    const bytes = await storage.read(id);
    if (bytes === null) return fail('notFound', 'That save no longer exists.');
    const decoded = decodeSaveBytes(bytes);
    if (!decoded.ok) return decoded;
    return { ok: true, id, save: decoded.save, state: decoded.state, migratedFrom: decoded.migratedFrom };
  }

  async function isOtherGame(id: string): Promise<boolean> {
    const bytes = isSaveId(id) ? await storage.read(id) : null;
    return bytes !== null && otherGameOf(bytes) !== null;
  }

  async function loadAnyId(id: string): Promise<AnyLoadOutcome> {
    if (!isSaveId(id)) return fail('badRequest', 'That is not the name of a save.');
    const bytes = await storage.read(id);
    if (bytes === null) return fail('notFound', 'That save no longer exists.');
    const decoded = decodeAnySaveBytes(bytes, catalog);
    if (!decoded.ok) return decoded;
    return { ok: true, any: true, id, save: decoded.save, migratedFrom: decoded.migratedFrom };
  }

  /** A draft of Mirianth (its typed `SaveDraft`) or of any module (`AnySaveDraft`), as a document. */
  type Draft = { mirianth: SaveDraft } | { any: AnySaveDraft };
  const build = (draft: Draft) => ('mirianth' in draft ? buildSave(draft.mirianth, now()) : buildModuleSave(draft.any, now(), catalog));
  const gameIdOf = (draft: Draft): string => ('mirianth' in draft ? draft.mirianth.gameId : draft.any.gameId);

  async function write(id: string, draft: Draft): Promise<WriteOutcome> {
    const built = build(draft);
    if (!built.ok) return built;
    await storage.write(id, built.text);
    const { moves: _moves, ...header } = built.doc;
    return { ok: true, id, entry: entryOf({ id, bytes: new TextEncoder().encode(built.text).length }, header) };
  }

  async function manualSave(draft: Draft, opts: SaveOptions): Promise<WriteOutcome> {
    const { replaceId } = opts;
    if (replaceId === undefined) return write(manualSaveId(now(), random), draft);
    if (!isSaveId(replaceId) || kindOf(replaceId) !== 'manual') return fail('badRequest', 'Only a manual save can be replaced.');
    const bytes = await storage.read(replaceId);
    if (bytes !== null) {
      const header = headerOf(bytes);
      if (!header.ok) return fail('protected', `The save "${replaceId}" cannot be read, so it was left as it is: ${header.message}`);
      if (header.header.gameId !== gameIdOf(draft)) return fail('protected', 'That save belongs to another game; it was left as it is.');
    }
    return write(replaceId, draft);
  }

  /**
   * The game (its `gameId`) an autosave file holds, or null when it cannot be read. Remembered per
   * file version (id, size, date: another window may have replaced it), since rotation would
   * otherwise read every autosave of every game on each write.
   */
  const gameOfFile = new Map<string, string | null>();
  const versionOf = (f: StoredFile): string => `${f.id}|${f.bytes}|${f.modifiedAt}`;
  async function autosaveGameId(file: StoredFile): Promise<string | null> {
    const { id } = file;
    const known = gameOfFile.get(versionOf(file));
    if (known !== undefined) return known;
    let of: string | null = null;
    try {
      const bytes = await storage.read(id);
      const header = bytes === null ? null : headerOf(bytes);
      of = header?.ok === true ? header.header.gameId : null;
    } catch {
      of = null;
    }
    gameOfFile.set(versionOf(file), of);
    return of;
  }

  async function rotateAutosave(draft: Draft): Promise<WriteOutcome> {
    const files = (await storage.list()).filter((f) => isSaveId(f.id));
    const sequences = files.map((f) => autosaveSequence(f.id)).filter((n): n is number => n !== null);
    const id = autosaveId(nextAutosaveSequence(sequences));
    const written = await write(id, draft);
    if (!written.ok) return written;
    const game = gameIdOf(draft);
    // Autosaves rotate per game (its gameId), never across games: playing another game, of the
    // same kind or not, leaves every other game's autosaves alone. A finished game keeps only its
    // final save (every save holds the whole move log), an unfinished one its newest few. A file
    // that cannot be read names no game and is kept (it may be a newer app's save): only the
    // player deletes it.
    const ring: number[] = [];
    for (const file of files) {
      const seq = autosaveSequence(file.id);
      if (seq !== null && (await autosaveGameId(file)) === game) ring.push(seq);
    }
    const limit = written.entry.finished ? 1 : slots;
    const keep = new Set([...ring, autosaveSequence(id) ?? 0].sort((a, b) => b - a).slice(0, limit));
    for (const seq of ring) if (!keep.has(seq)) await storage.remove(autosaveId(seq));
    return written;
  }

  async function guarded<T>(what: string, task: () => Promise<T | SavesFailure>): Promise<T | SavesFailure> {
    try {
      return await serial(task);
    } catch (err) {
      return fail('storageFailed', `${what} failed: ${describeError(err)}`);
    }
  }

  return {
    list: () => serial(listEntries).catch(() => []),

    load: (id) => guarded('Loading the save', () => loadId(id)),

    continueLatest: () => guarded('Continue', async (): Promise<ContinueOutcome> => {
      const entries = await listEntries();
      const ok = entries.filter((e): e is SaveEntryOk => e.status === 'ok');
      const games = new Map<string, SaveEntryOk[]>();
      for (const e of ok.sort(newer)) games.set(e.gameId, [...(games.get(e.gameId) ?? []), e]);
      // A game counts as unfinished only if its newest snapshot is.
      const open = [...games.values()].filter((snaps) => snaps[0]?.finished === false);
      const skipped: SkippedSave[] = [];
      for (const snaps of open) {
        for (const snap of snaps.filter((s) => !s.finished)) {
          const loaded = (snap.game ?? DEFAULT_GAME_ID) === DEFAULT_GAME_ID ? await loadId(snap.id) : await loadAnyId(snap.id);
          if (loaded.ok) {
            const since = loaded.save.updatedAt;
            for (const e of entries) if (e.status === 'damaged' && e.modifiedAt > since) skipped.push({ id: e.id, message: e.message });
            return { ...loaded, skipped };
          }
          skipped.push({ id: snap.id, message: loaded.message });
        }
      }
      for (const e of entries) if (e.status === 'damaged') skipped.push({ id: e.id, message: e.message });
      return { ok: false, reason: 'nothingToContinue', message: 'There is no unfinished game to continue.', skipped };
    }),

    save: (draft, opts = {}) => guarded('Saving', () => manualSave({ mirianth: draft }, opts)),
    saveAny: (draft, opts = {}) => guarded('Saving', () => manualSave({ any: draft }, opts)),
    autosave: (draft) => guarded('Autosaving', () => rotateAutosave({ mirianth: draft })),
    autosaveAny: (draft) => guarded('Autosaving', () => rotateAutosave({ any: draft })),
    loadAny: (id) => guarded('Loading the save', () => loadAnyId(id)),

    rename: (id, name) => guarded('Renaming', async () => {
      const checked = saveNameSchema.safeParse(name.trim());
      if (!checked.success) return fail('badRequest', 'A save name needs 1 to 80 printable characters.');
      const loaded = (await isOtherGame(id)) ? await loadAnyId(id) : await loadId(id);
      if (!loaded.ok) return loaded.reason === 'notFound' || loaded.reason === 'badRequest'
        ? loaded
        : fail('protected', `This save cannot be read, so it was not renamed: ${loaded.message}`);
      await storage.write(id, 'any' in loaded ? renameModuleSave(loaded.save, checked.data) : withName(loaded.save, checked.data).text);
      return { ok: true as const };
    }),

    remove: (id) => guarded('Deleting', async () => {
      if (!isSaveId(id)) return fail('badRequest', 'That is not the name of a save.');
      return (await storage.remove(id)) ? { ok: true as const } : fail('notFound', 'That save no longer exists.');
    }),

    importBytes: (bytes) => guarded('Importing', async () => {
      const decoded = otherGameOf(bytes) === null ? decodeSaveBytes(bytes) : decodeAnySaveBytes(bytes, catalog);
      if (!decoded.ok) return decoded;
      const id = manualSaveId(now(), random);
      const text = serializeAny(decoded.save);
      await storage.write(id, text);
      const { moves: _moves, ...header } = decoded.save;
      return { ok: true as const, id, entry: entryOf({ id, bytes: new TextEncoder().encode(text).length }, header), migratedFrom: decoded.migratedFrom };
    }),

    exportBytes: (id) => guarded('Exporting', async () => {
      if (!isSaveId(id)) return fail('badRequest', 'That is not the name of a save.');
      const bytes = await storage.read(id);
      if (bytes === null) return fail('notFound', 'That save no longer exists.');
      const decoded = otherGameOf(bytes) === null ? decodeSaveBytes(bytes) : decodeAnySaveBytes(bytes, catalog);
      if (!decoded.ok) return decoded;
      return { ok: true as const, bytes, fileName: exportFileName(decoded.save.name) };
    }),
  };
}
