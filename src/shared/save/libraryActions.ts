/**
 * The save library's other operations on files of any game: Continue, rename, delete, import and
 * export. Each goes through the game its file names; a file that cannot be read is never rewritten.
 */
import { renameModuleSave } from './anyGame';
import type { ActionOutcome, ContinueOutcome, ImportOutcome, SaveEntryOk, SavesFailure, SkippedSave } from './api';
import { serializeAny } from './encode';
import { decodeFile, entryOf, exportFileName, fail, listEntries, loadId, type LibraryContext } from './libraryRead';
import { saveNameSchema } from './schema';
import { isSaveId, manualSaveId } from './storage';

function newer(a: SaveEntryOk, b: SaveEntryOk): number {
  return b.updatedAt.localeCompare(a.updatedAt) || b.moveCount - a.moveCount || b.id.localeCompare(a.id);
}

/** The latest snapshot that loads of the most recently played unfinished game; damaged ones passed over are named. */
export async function continueLatest(ctx: LibraryContext): Promise<ContinueOutcome> {
  const entries = await listEntries(ctx);
  const ok = entries.filter((e): e is SaveEntryOk => e.status === 'ok');
  const games = new Map<string, SaveEntryOk[]>();
  for (const e of ok.sort(newer)) games.set(e.gameId, [...(games.get(e.gameId) ?? []), e]);
  // A game counts as unfinished only if its newest snapshot is.
  const open = [...games.values()].filter((snaps) => snaps[0]?.finished === false);
  const skipped: SkippedSave[] = [];
  for (const snaps of open) {
    for (const snap of snaps.filter((s) => !s.finished)) {
      const loaded = await loadId(ctx, snap.id);
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
}

export async function renameSave(ctx: LibraryContext, id: string, name: string): Promise<ActionOutcome> {
  const checked = saveNameSchema.safeParse(name.trim());
  if (!checked.success) return fail('badRequest', 'A save name needs 1 to 80 printable characters.');
  const loaded = await loadId(ctx, id);
  if (!loaded.ok) return loaded.reason === 'notFound' || loaded.reason === 'badRequest'
    ? loaded
    : fail('protected', `This save cannot be read, so it was not renamed: ${loaded.message}`);
  await ctx.storage.write(id, renameModuleSave(loaded.save, checked.data));
  return { ok: true };
}

export async function removeSave(ctx: LibraryContext, id: string): Promise<ActionOutcome> {
  if (!isSaveId(id)) return fail('badRequest', 'That is not the name of a save.');
  return (await ctx.storage.remove(id)) ? { ok: true } : fail('notFound', 'That save no longer exists.');
}

/** Checks an outside file and copies it in as a new manual save; the bytes given are only read. */
export async function importBytes(ctx: LibraryContext, bytes: Uint8Array): Promise<ImportOutcome> {
  const decoded = decodeFile(ctx, bytes);
  if (!decoded.ok) return decoded;
  const id = manualSaveId(ctx.now(), ctx.random);
  const text = serializeAny(decoded.save);
  await ctx.storage.write(id, text);
  const { moves: _moves, ...header } = decoded.save;
  return { ok: true, id, entry: entryOf({ id, bytes: new TextEncoder().encode(text).length }, header), migratedFrom: decoded.migratedFrom };
}

/** A save's exact bytes and a file name to offer; refused when it cannot be read. */
export async function exportBytes(ctx: LibraryContext, id: string): Promise<{ ok: true; bytes: Uint8Array; fileName: string } | SavesFailure> {
  if (!isSaveId(id)) return fail('badRequest', 'That is not the name of a save.');
  const bytes = await ctx.storage.read(id);
  if (bytes === null) return fail('notFound', 'That save no longer exists.');
  const decoded = decodeFile(ctx, bytes);
  if (!decoded.ok) return decoded;
  return { ok: true, bytes, fileName: exportFileName(decoded.save.name) };
}
