/**
 * The save library's writing side: a checked draft of any game built into its document and
 * written, as a manual save (new, or replacing one of the same game) or as an autosave rotated per game.
 */
import type { SaveOptions, WriteOutcome } from './api';
import type { CheckedDraft } from './gameDraft';
import { entryOf, fail, headerOf, type LibraryContext } from './libraryRead';
import {
  autosaveId, autosaveSequence, isSaveId, kindOf, manualSaveId, nextAutosaveSequence, type StoredFile,
} from './storage';

export interface SaveWriter {
  manualSave(draft: CheckedDraft, options: SaveOptions): Promise<WriteOutcome>;
  rotateAutosave(draft: CheckedDraft): Promise<WriteOutcome>;
}

async function write(ctx: LibraryContext, id: string, draft: CheckedDraft): Promise<WriteOutcome> {
  const built = draft.build(ctx.now(), ctx.catalog);
  if (!built.ok) return built;
  await ctx.storage.write(id, built.text);
  const { moves: _moves, ...header } = built.doc;
  return { ok: true, id, entry: entryOf({ id, bytes: new TextEncoder().encode(built.text).length }, header) };
}

async function manualSave(ctx: LibraryContext, draft: CheckedDraft, options: SaveOptions): Promise<WriteOutcome> {
  const { replaceId } = options;
  if (replaceId === undefined) return write(ctx, manualSaveId(ctx.now(), ctx.random), draft);
  if (!isSaveId(replaceId) || kindOf(replaceId) !== 'manual') return fail('badRequest', 'Only a manual save can be replaced.');
  const bytes = await ctx.storage.read(replaceId);
  if (bytes !== null) {
    const header = headerOf(ctx, bytes);
    if (!header.ok) return fail('protected', `The save "${replaceId}" cannot be read, so it was left as it is: ${header.message}`);
    if (header.header.gameId !== draft.gameId) return fail('protected', 'That save belongs to another game; it was left as it is.');
  }
  return write(ctx, replaceId, draft);
}

/**
 * The game (its `gameId`) an autosave file holds, or null when it cannot be read. Remembered per
 * file version (id, size, date: another window may have replaced it), since rotation would
 * otherwise read every autosave of every game on each write.
 */
function autosaveGames(ctx: LibraryContext): (file: StoredFile) => Promise<string | null> {
  const gameOfFile = new Map<string, string | null>();
  return async (file) => {
    const version = `${file.id}|${file.bytes}|${file.modifiedAt}`;
    const known = gameOfFile.get(version);
    if (known !== undefined) return known;
    let of: string | null = null;
    try {
      const bytes = await ctx.storage.read(file.id);
      const header = bytes === null ? null : headerOf(ctx, bytes);
      of = header?.ok === true ? header.header.gameId : null;
    } catch {
      of = null;
    }
    gameOfFile.set(version, of);
    return of;
  };
}

export function createSaveWriter(ctx: LibraryContext): SaveWriter {
  const autosaveGameId = autosaveGames(ctx);

  async function rotateAutosave(draft: CheckedDraft): Promise<WriteOutcome> {
    const files = (await ctx.storage.list()).filter((f) => isSaveId(f.id));
    const sequences = files.map((f) => autosaveSequence(f.id)).filter((n): n is number => n !== null);
    const id = autosaveId(nextAutosaveSequence(sequences));
    const written = await write(ctx, id, draft);
    if (!written.ok) return written;
    const game = draft.gameId;
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
    const limit = written.entry.finished ? 1 : ctx.slots;
    const keep = new Set([...ring, autosaveSequence(id) ?? 0].sort((a, b) => b - a).slice(0, limit));
    for (const seq of ring) if (!keep.has(seq)) await ctx.storage.remove(autosaveId(seq));
    return written;
  }

  return { manualSave: (draft, options) => manualSave(ctx, draft, options), rotateAutosave };
}
