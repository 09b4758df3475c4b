/**
 * Save-file text back into a game, checked at every level: bytes, JSON, format, version, shape,
 * each move against the rules, the resulting state against the recorded hash, then the rest.
 * Every failure is a value with a specific reason; nothing here throws on bad input.
 */
import type { z } from 'zod';
import { canonicalKey as canonicalJson } from '../../engine/kit/canonical';
import { documentChecksum, positionHash, summarize } from './encode';
import { fieldPath, saveError, type SaveError } from './errors';
import { MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_VERSION, type SaveDocument } from './format';
import { jsonDepth, MAX_SAVE_DEPTH } from './jsonDepth';
import { findJsonFault, lineAndColumn } from './jsonSyntax';
import { saveRules } from './game';
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog, type MirianthState as GameState } from '../../engine/registry';
import { migrate } from './migrations';
import { replayMoves } from './replay';
import { saveBodySchema, saveDocumentSchema, saveDocumentV1Schema, saveHeaderSchema, type SaveBody } from './schema';

export type Decoded = { ok: true; save: SaveDocument; state: GameState; migratedFrom: number | null } | SaveError;

const EDITED = 'It was probably edited by hand.';

function schemaError(error: z.ZodError, context = ''): SaveError {
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

/**
 * The documents below are typed for Mirianth's moves and states: a save of another registered
 * game is read by `decodeAnySave` (moduleSave.ts), and refused here with its own message.
 */
function mirianthOnly(raw: Record<string, unknown>): SaveError | null {
  const game = raw['game'];
  if (typeof game !== 'string' || game === DEFAULT_GAME_ID) return null;
  const name = REGISTRY.find(game)?.name.en ?? game.slice(0, 40);
  return saveError('unknownGame', `This is a save of ${name}, which this screen cannot open: it plays Mirianth Wars saves only.`);
}

type Replayable = Pick<SaveBody, 'setup' | 'moves' | 'stateHash' | 'rulesVersion'>;

/** Replays a body under its rules version and checks its hash: the heart of every load. */
function replayBody(body: Replayable): { ok: true; state: GameState } | SaveError {
  const replayed = replayMoves(body.setup, body.moves, body.rulesVersion);
  if (!replayed.ok) {
    if (replayed.engineError) {
      return saveError('engineError', `The game engine failed while replaying move ${replayed.index + 1}: ${replayed.message}.`);
    }
    const move = body.moves[replayed.index];
    const what = move ? ` (${move.type} by seat ${move.seat})` : '';
    return saveError('illegalMove', `Move ${replayed.index + 1} of ${body.moves.length}${what} is not legal: ${replayed.message}. The file was edited or damaged.`);
  }
  if (positionHash(replayed.state) !== body.stateHash) {
    return saveError('hashMismatch', 'The moves in this save lead to a different game than the one recorded (state hash differs): the file was edited, or it comes from a different version of the rules.');
  }
  return { ok: true, state: replayed.state };
}

/** Checks the derived fields that a current-version (or version-1) file carries. */
function checkDerived(doc: Pick<SaveDocument, 'finished' | 'summary' | 'moves' | 'checksum'>, state: GameState): SaveError | null {
  if (doc.finished !== (state.step === 'gameOver')) {
    return saveError('inconsistent', `The save's "finished" flag does not match its game. ${EDITED}`);
  }
  if (canonicalJson(doc.summary) !== canonicalJson(summarize(state, doc.moves.length))) {
    return saveError('inconsistent', `The save's summary (round, phase, scores) does not match its game. ${EDITED}`);
  }
  if (documentChecksum(doc) !== doc.checksum) {
    return saveError('checksumMismatch', 'The save was changed after it was written (checksum mismatch): it was edited by hand or damaged.');
  }
  return null;
}

/** Fills the fields an older version did not have, from the replayed game. */
function completeMigrated(body: SaveBody, state: GameState): SaveDocument {
  const unsigned = { ...body, finished: state.step === 'gameOver', summary: summarize(state, body.moves.length) };
  return { ...unsigned, checksum: documentChecksum(unsigned) };
}

/**
 * A version-1 file is checked as what it was (shape, replay under rules 1, derived fields and its
 * own checksum), so an edited v1 file is refused as before; only then is it upgraded.
 */
function checkV1(raw: Record<string, unknown>): SaveError | null {
  const parsed = saveDocumentV1Schema.safeParse(raw);
  if (!parsed.success) return schemaError(parsed.error);
  const replayed = replayBody({ ...parsed.data, rulesVersion: 1 });
  if (!replayed.ok) return replayed;
  return checkDerived(parsed.data, replayed.state);
}

export function decodeSave(text: string): Decoded {
  const envelope = parseEnvelope(text);
  if (!envelope.ok) return envelope;
  const other = envelope.version >= 2 ? mirianthOnly(envelope.raw) : null;
  if (other) return other;
  if (envelope.version < SAVE_VERSION) {
    if (envelope.version === 1) {
      const v1 = checkV1(envelope.raw);
      if (v1) return v1;
    }
    const migrated = migrate(envelope.raw, envelope.version);
    if (!migrated.ok) return migrated;
    const body = saveBodySchema.safeParse(migrated.body);
    if (!body.success) return schemaError(body.error, ` (after upgrading from version ${envelope.version})`);
    const rules = saveRules(body.data.game, body.data.rulesVersion);
    if (!rules.ok) return rules;
    const replayed = replayBody(body.data);
    if (!replayed.ok) return replayed;
    return { ok: true, save: completeMigrated(body.data, replayed.state), state: replayed.state, migratedFrom: envelope.version };
  }
  const parsed = saveDocumentSchema.safeParse(envelope.raw);
  if (!parsed.success) return schemaError(parsed.error);
  const doc = parsed.data;
  const replayed = replayBody(doc);
  if (!replayed.ok) return replayed;
  const derived = checkDerived(doc, replayed.state);
  if (derived) return derived;
  return { ok: true, save: doc, state: replayed.state, migratedFrom: null };
}

export function decodeSaveBytes(bytes: Uint8Array): Decoded {
  const text = bytesToText(bytes);
  return text.ok ? decodeSave(text.text) : text;
}

/** The fields the saved-games list shows. */
export type SaveHeader = Omit<SaveDocument, 'moves'>;

/**
 * Reads what the saved-games list needs without replaying: shape and checksum only. A current-version
 * file that passes is almost surely sound; loading still runs every check. Older versions have no
 * summary yet, so they are decoded in full.
 */
export function readSaveHeader(bytes: Uint8Array): { ok: true; header: SaveHeader } | SaveError {
  const text = bytesToText(bytes);
  if (!text.ok) return text;
  const envelope = parseEnvelope(text.text);
  if (!envelope.ok) return envelope;
  const other = envelope.version >= 2 ? mirianthOnly(envelope.raw) : null;
  if (other) return other;
  if (envelope.version < SAVE_VERSION) {
    const full = decodeSave(text.text);
    if (!full.ok) return full;
    const { moves: _moves, ...header } = full.save;
    return { ok: true, header };
  }
  const parsed = saveHeaderSchema.safeParse(envelope.raw);
  if (!parsed.success) return schemaError(parsed.error);
  if (documentChecksum(parsed.data) !== parsed.data.checksum) {
    return saveError('checksumMismatch', 'The save was changed after it was written (checksum mismatch): it was edited by hand or damaged.');
  }
  const { moves: _moves, ...header } = parsed.data;
  return { ok: true, header };
}
