/**
 * A game whose saves have typed documents of its own (its moves, steps and phases checked by its
 * schema, older format versions it upgrades itself): the hooks the save library reads and writes
 * them through. The engine registry lists them (`SAVE_CODECS`); a game without one is read and
 * written through its module alone (`moduleSave.ts`). A file that names no game (format versions
 * 0 and 1) is the default game's (`DEFAULT_GAME_ID`), so its codec reads it.
 */
import { SAVE_CODECS } from '../../engine/registry';
import type { SaveError } from './errors';
import type { TypedSaveDraft } from './gameDraft';
import type { ModuleSaveDocument } from './moduleSchema';

/** A typed game's document as the platform reads it: the shared layout (the game's types narrow it). */
export type TypedSaveDocument = ModuleSaveDocument;
export type TypedSaveHeader = Omit<TypedSaveDocument, 'moves'>;

/** A whole file checked in full: the document (upgraded to the current version) and the state its moves lead to. */
export type TypedDecoded = { ok: true; save: TypedSaveDocument; state: unknown; migratedFrom: number | null } | SaveError;

export type BuiltSave = { ok: true; doc: TypedSaveDocument; text: string } | SaveError;

/** A draft checked against its game's schema: its game id, and how to build its file (every move replayed). */
export interface CheckedTypedDraft {
  gameId: string;
  /** The draft as its schema read it (the game's own types). */
  body: TypedSaveDraft;
  build(now: Date): BuiltSave;
}

export interface SaveCodec {
  /** The registry id of the game. */
  readonly game: string;
  /** Save-file text, any format version the game's files were written in, checked in full. */
  decode(text: string): TypedDecoded;
  /** What the saved-games list needs, without replaying: shape and checksum (older versions in full). */
  readHeader(bytes: Uint8Array): { ok: true; header: TypedSaveHeader } | SaveError;
  /** A draft from anywhere (a page, the IPC), or the first issue of its schema. */
  checkDraft(raw: unknown): { ok: true; draft: CheckedTypedDraft } | { ok: false; issue: { path: PropertyKey[]; message: string } | undefined };
}

/** The codec of `game`, when its saves have typed documents of their own. */
export function saveCodecOf(game: string, codecs: readonly SaveCodec[] = SAVE_CODECS): SaveCodec | undefined {
  return codecs.find((c) => c.game === game);
}
