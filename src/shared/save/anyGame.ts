/**
 * The save library's side for games read through their module: which game a file holds, its list
 * entry (from the header alone), and writing or renaming it through its module (`moduleSave.ts`).
 * Games with a save codec of their own (`codec.ts`) are read through it; everything here is per module.
 */
import { z } from 'zod';
import { REGISTRY, type GameCatalog } from '../../engine/registry';
import { bytesToText, parseEnvelope } from './envelope';
import { documentChecksum, serializeAny } from './encode';
import { fieldPath, saveError, type SaveError } from './errors';
import { MAX_MOVES } from './format';
import { saveRules } from './game';
import { encodeModuleSave, type ModuleSaveDocument } from './moduleSave';
import { moduleDocumentSchema, moduleSetupSchema } from './moduleSchema';
import { replayModule } from './moduleTimeline';
import { gameIdSchema, gameSchema, rulesVersionSchema, saveNameSchema } from './schema';

/** What a page sends to save a game of any module: the moves are checked by replaying them. */
export const anySaveDraftSchema = z.strictObject({
  game: gameSchema,
  rulesVersion: rulesVersionSchema.optional(),
  gameId: gameIdSchema,
  name: saveNameSchema.optional(),
  startedAt: z.iso.datetime(),
  setup: moduleSetupSchema,
  moves: z.array(z.unknown()).max(MAX_MOVES),
});
export type AnySaveDraft = z.input<typeof anySaveDraftSchema>;

/** Everything the list shows, without the moves. */
export type ModuleSaveHeader = Omit<ModuleSaveDocument, 'moves'>;

/**
 * The game a version-2 save file names, or null: a file of an older version (the default game's),
 * or something that is not a save (the default game's codec says why).
 */
export function fileGameOf(bytes: Uint8Array): string | null {
  const text = bytesToText(bytes);
  if (!text.ok) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text.text);
  } catch {
    return null;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const game = record['game'];
  return typeof game === 'string' && typeof record['version'] === 'number' && record['version'] >= 2 ? game : null;
}

/** Shape and checksum only, like `readSaveHeader`; loading still replays every move. */
export function readModuleHeader(bytes: Uint8Array, catalog: GameCatalog = REGISTRY): { ok: true; header: ModuleSaveHeader } | SaveError {
  const text = bytesToText(bytes);
  if (!text.ok) return text;
  const envelope = parseEnvelope(text.text, catalog);
  if (!envelope.ok) return envelope;
  const parsed = moduleDocumentSchema.safeParse(envelope.raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return saveError('invalid', `The save has a bad field ${fieldPath(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}. It was probably edited by hand.`);
  }
  if (documentChecksum(parsed.data) !== parsed.data.checksum) {
    return saveError('checksumMismatch', 'The save was changed after it was written (checksum mismatch): it was edited by hand or damaged.');
  }
  const { moves: _moves, ...header } = parsed.data;
  return { ok: true, header };
}

/** A draft of any game, replayed through its module (every move checked), then written in the shared layout. */
export function buildModuleSave(draft: AnySaveDraft, now: Date, catalog: GameCatalog = REGISTRY): { ok: true; doc: ModuleSaveDocument; text: string } | SaveError {
  const found = catalog.find(draft.game);
  const rules = saveRules(draft.game, draft.rulesVersion ?? found?.rulesVersion ?? 1, catalog);
  if (!rules.ok) return rules;
  const { module } = rules;
  const replayed = replayModule(module, draft.setup, draft.moves, draft.rulesVersion ?? module.rulesVersion);
  if (!replayed.ok) return saveError('illegalMove', `The game to save does not replay (move ${replayed.index + 1}): ${replayed.message}.`);
  const { timeline } = replayed;
  const final = timeline.states[timeline.states.length - 1];
  const { doc, text } = encodeModuleSave(module, {
    ...(draft.rulesVersion === undefined ? {} : { rulesVersion: draft.rulesVersion }),
    gameId: draft.gameId,
    ...(draft.name === undefined ? {} : { name: draft.name }),
    startedAt: draft.startedAt,
    setup: draft.setup,
    moves: timeline.moves,
  }, final, now);
  return { ok: true, doc, text };
}

/** The same save under another name (the checksum follows). */
export function renameModuleSave(doc: ModuleSaveDocument, name: string): string {
  const unsigned = { ...doc, name };
  const renamed: ModuleSaveDocument = { ...unsigned, checksum: documentChecksum(unsigned) };
  return serializeAny(renamed);
}
