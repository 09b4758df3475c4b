/**
 * Mirianth's save-file text back into a game, checked at every level: the platform's envelope
 * (bytes, JSON, format, version), then shape, each move against the rules, the resulting state
 * against the recorded hash, then the rest. Older versions (0, 1) are Mirianth's and upgraded here.
 * Every failure is a value with a specific reason; nothing here throws on bad input.
 */
import { canonicalKey as canonicalJson } from '../../../kit/canonical';
import { documentChecksum } from '../../../../shared/save/encode';
import { bytesToText, EDITED, parseEnvelope, schemaError } from '../../../../shared/save/envelope';
import { saveError, type SaveError } from '../../../../shared/save/errors';
import { SAVE_VERSION } from '../../../../shared/save/format';
import { gameNameOf, saveRules } from '../../../../shared/save/game';
import type { GameState } from '..';
import { mirianthModule } from '../module';
import { positionHash, summarize } from './encode';
import type { SaveDocument } from './format';
import { migrate } from './migrations';
import { replayMoves } from './replay';
import { saveBodySchema, saveDocumentSchema, saveDocumentV1Schema, saveHeaderSchema, type SaveBody } from './schema';

export type Decoded = { ok: true; save: SaveDocument; state: GameState; migratedFrom: number | null } | SaveError;

/**
 * The documents below are typed for Mirianth's moves and states: a save of another registered
 * game is read by `decodeAnySave` (moduleSave.ts), and refused here with its own message.
 */
function mirianthOnly(raw: Record<string, unknown>): SaveError | null {
  const game = raw['game'];
  if (typeof game !== 'string' || game === mirianthModule.id) return null;
  const name = gameNameOf(game);
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

/**
 * A document the save library read through Mirianth's codec (typed for any game there), with
 * Mirianth's own types back: checked by its schema again, so a document of another game is null.
 */
export function asMirianthSave(doc: unknown): SaveDocument | null {
  const parsed = saveDocumentSchema.safeParse(doc);
  return parsed.success ? parsed.data : null;
}
