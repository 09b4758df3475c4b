/**
 * The envelope every save file shares, checked before any game reads it: bytes, JSON, format,
 * version, and (version 2) a game and rules this build can replay. Every failure is a value with a
 * specific reason; nothing here throws on bad input.
 */
import type { z } from 'zod';
import { fieldPath, saveError, type SaveError } from './errors';
import { MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_VERSION } from './format';
import { saveRules } from './game';
import { jsonDepth, MAX_SAVE_DEPTH } from './jsonDepth';
import { findJsonFault, lineAndColumn } from './jsonSyntax';
import { REGISTRY, type GameCatalog } from '../../engine/registry';

export const EDITED = 'It was probably edited by hand.';

/** A schema's first complaint, naming the field (`context`: e.g. after an upgrade). */
export function schemaError(error: z.ZodError, context = ''): SaveError {
  const issue = error.issues[0];
  return saveError('invalid', `The save has a bad field ${fieldPath(issue?.path ?? [])}${context}: ${issue?.message ?? 'invalid'}. ${EDITED}`);
}

/** Bytes as read from disk or an upload. Strips a UTF-8 byte-order mark some editors add. */
export function bytesToText(bytes: Uint8Array): { ok: true; text: string } | SaveError {
  if (bytes.length > MAX_SAVE_BYTES) {
    return saveError('tooLarge', `The file is larger than ${MAX_SAVE_BYTES / 1024 / 1024} MB, far more than any save: it is not a Mirianth Wars save.`);
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, text: text.startsWith('\uFEFF') ? text.slice(1) : text };
  } catch {
    return saveError('notText', 'The file contains bytes that are not text (invalid UTF-8): it is damaged or not a save.');
  }
}

function parseJson(text: string): { ok: true; value: unknown } | SaveError {
  if (text.trim() === '') return saveError('empty', 'The file is empty: it holds no game (it may have been cut off while being written).');
  if (jsonDepth(text) > MAX_SAVE_DEPTH) {
    return saveError('invalid', `The file is nested more than ${MAX_SAVE_DEPTH} levels deep, far more than any save: it is damaged or not a Mirianth Wars save.`);
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const first = text.trimStart().charAt(0);
    if (first !== '{' && first !== '[') return saveError('notJson', 'This is not a save file: it is not JSON text.');
    const fault = findJsonFault(text);
    if (fault === null || fault.kind === 'end') {
      return saveError('truncated', `The file stops in the middle (after ${text.length} characters): it was cut off while being written or copied.`);
    }
    const { line, column } = lineAndColumn(text, fault.offset);
    return saveError('notJson', `The file is damaged: it is not valid JSON at line ${line}, column ${column}.`);
  }
}

/** JSON → an object that says it is our format, with a version this app can read, of a game `catalog` has. */
export function parseEnvelope(text: string, catalog: GameCatalog = REGISTRY): { ok: true; raw: Record<string, unknown>; version: number } | SaveError {
  const json = parseJson(text);
  if (!json.ok) return json;
  const raw = json.value;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return saveError('wrongGame', 'This JSON file is not a Mirianth Wars save: it does not hold a save document.');
  }
  const record = raw as Record<string, unknown>;
  const format = record['format'];
  if (format === undefined) return saveError('wrongGame', 'This JSON file is not a Mirianth Wars save: it has no "format" field.');
  if (format !== SAVE_FORMAT) {
    const shown = typeof format === 'string' ? `"${format.slice(0, 40)}"` : 'not a name';
    return saveError('wrongGame', `This is not a Mirianth Wars save: its format is ${shown}, not "${SAVE_FORMAT}".`);
  }
  const version = record['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return saveError('invalid', `The save has a bad field version: it must be a whole number. ${EDITED}`);
  }
  if (version > SAVE_VERSION) {
    return saveError('futureVersion', `This save was made by a newer Mirianth Table (save format version ${version}; this app reads up to version ${SAVE_VERSION}). Update the app to open it.`);
  }
  const known = version >= 2 ? knownGame(record, catalog) : null;
  if (known) return known;
  return { ok: true, raw: record, version };
}

/**
 * A version-2 file names its game and rules: one this build cannot replay is refused for that,
 * before its moves (which may be another game's) are read. Badly typed fields are left to the schema.
 */
function knownGame(record: Record<string, unknown>, catalog: GameCatalog): SaveError | null {
  const game = record['game'];
  const rulesVersion = record['rulesVersion'];
  if (typeof game !== 'string' || typeof rulesVersion !== 'number' || !Number.isInteger(rulesVersion)) return null;
  const rules = saveRules(game, rulesVersion, catalog);
  return rules.ok ? null : rules;
}
