/**
 * The save library's reading side: what it shares with every operation (storage, clock, catalog),
 * the list of saves (damaged files included) and loading a save of any game by the game its file names.
 */
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';
import { fileGameOf, readModuleHeader, type ModuleSaveHeader } from './anyGame';
import type { LoadOutcome, SaveEntryOk, SaveListEntry, SavesFailure } from './api';
import { saveCodecOf, type SaveCodec, type TypedDecoded, type TypedSaveHeader } from './codec';
import { bytesToText } from './envelope';
import { decodeAnySaveBytes } from './moduleSave';
import { isSaveId, kindOf, type SaveStorage, type StoredFile } from './storage';

export const AUTOSAVE_SLOTS = 5;

export interface SaveLibraryOptions {
  storage: SaveStorage;
  now?: () => Date;
  random?: () => number;
  autosaveSlots?: number;
  /** The games saves may hold (the registry; tests add their own). */
  catalog?: GameCatalog;
}

/** The options with their defaults filled in: what every part of the library works with. */
export interface LibraryContext {
  storage: SaveStorage;
  now: () => Date;
  random: () => number;
  slots: number;
  catalog: GameCatalog;
}

export function libraryContext(options: SaveLibraryOptions): LibraryContext {
  return {
    storage: options.storage,
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    slots: options.autosaveSlots ?? AUTOSAVE_SLOTS,
    catalog: options.catalog ?? REGISTRY,
  };
}

export function fail(reason: SavesFailure['reason'], message: string): SavesFailure {
  return { ok: false, reason, message };
}

export function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function entryOf(file: Pick<StoredFile, 'id' | 'bytes'>, header: TypedSaveHeader | ModuleSaveHeader): SaveEntryOk {
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

/** The codec that reads a file: its game's, when it has one (a file naming no game is the default game's). */
function codecOfFile(bytes: Uint8Array): SaveCodec | undefined {
  return saveCodecOf(fileGameOf(bytes) ?? DEFAULT_GAME_ID);
}

/** The list entry's header of a file of any game: through its game's codec, or the module layout's. */
export function headerOf(ctx: LibraryContext, bytes: Uint8Array): { ok: true; header: TypedSaveHeader | ModuleSaveHeader } | SavesFailure {
  const codec = codecOfFile(bytes);
  return codec ? codec.readHeader(bytes) : readModuleHeader(bytes, ctx.catalog);
}

function decodeTyped(codec: SaveCodec, bytes: Uint8Array): TypedDecoded {
  const text = bytesToText(bytes);
  return text.ok ? codec.decode(text.text) : text;
}

/** A whole file of any game, every move replayed: through its game's codec, or its module. */
export function decodeFile(ctx: LibraryContext, bytes: Uint8Array) {
  const codec = codecOfFile(bytes);
  return codec ? decodeTyped(codec, bytes) : decodeAnySaveBytes(bytes, ctx.catalog);
}

async function entryOfFile(ctx: LibraryContext, file: StoredFile): Promise<SaveListEntry | null> {
  const damaged = (reason: SavesFailure['reason'], message: string): SaveListEntry => ({
    status: 'damaged', id: file.id, kind: kindOf(file.id), bytes: file.bytes, modifiedAt: file.modifiedAt, reason, message,
  });
  let bytes: Uint8Array | null;
  try {
    bytes = await ctx.storage.read(file.id);
  } catch (err) {
    return damaged('storageFailed', `The save could not be read: ${describeError(err)}`);
  }
  if (bytes === null) return null;
  // One file must never take the whole list down with it, whatever it holds.
  let header: ReturnType<typeof headerOf>;
  try {
    header = headerOf(ctx, bytes);
  } catch (err) {
    header = fail('invalid', `The save could not be read: ${describeError(err)}`);
  }
  return header.ok ? entryOf(file, header.header) : damaged(header.reason, header.message);
}

/** Every save, newest first; a file that cannot be read is listed with its reason. */
export async function listEntries(ctx: LibraryContext): Promise<SaveListEntry[]> {
  const entries: SaveListEntry[] = [];
  for (const file of await ctx.storage.list()) {
    if (!isSaveId(file.id)) continue;
    const entry = await entryOfFile(ctx, file);
    if (entry) entries.push(entry);
  }
  const date = (e: SaveListEntry): string => (e.status === 'ok' ? e.updatedAt : e.modifiedAt);
  return entries.sort((a, b) => date(b).localeCompare(date(a)) || b.id.localeCompare(a.id));
}

/** A save of whichever game its file names: through its game's codec, or `{ any: true }` through the module. */
export async function loadId(ctx: LibraryContext, id: string): Promise<LoadOutcome> {
  if (!isSaveId(id)) return fail('badRequest', 'That is not the name of a save.');
  const bytes = await ctx.storage.read(id);
  if (bytes === null) return fail('notFound', 'That save no longer exists.');
  const codec = codecOfFile(bytes);
  if (codec) {
    const decoded = decodeTyped(codec, bytes);
    return decoded.ok ? { ok: true, id, save: decoded.save, state: decoded.state, migratedFrom: decoded.migratedFrom } : decoded;
  }
  const decoded = decodeAnySaveBytes(bytes, ctx.catalog);
  return decoded.ok ? { ok: true, any: true, id, save: decoded.save, migratedFrom: decoded.migratedFrom } : decoded;
}
