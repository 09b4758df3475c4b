/**
 * Saves of any game, through the module seam alone (`create`, `parseMove`, `apply`, `ctx`,
 * `summary`, `hash`): written, checked and replayed like a game with its own save codec (same
 * file layout, same checks, same error codes). `decodeAnySave` reads a save of whichever game it names, from a
 * catalog (the registry by default): an unknown game or rules version gets its own message.
 */
import type { AnyGameModule, BaseMove } from '../../engine/kit/module';
import { canonicalKey } from '../../engine/kit/canonical';
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';
import type { z } from 'zod';
import { saveCodecOf } from './codec';
import { bytesToText, parseEnvelope } from './envelope';
import { documentChecksum, serializeAny } from './encode';
import { fieldPath, saveError, type SaveError } from './errors';
import { MAX_NAME_LENGTH, SAVE_FORMAT, SAVE_VERSION } from './format';
import { saveRules } from './game';
import { replayModule, type ModuleTimeline } from './moduleTimeline';
import { moduleDocumentSchema, type ModuleSaveDocument, type ModuleSaveSetup, type ModuleSaveSummary } from './moduleSchema';

export type { ModuleSaveDocument } from './moduleSchema';

export interface ModuleSaveDraft {
  /** Rules version played under; omitted = the module's current one. */
  rulesVersion?: number;
  gameId: string;
  name?: string;
  startedAt: string;
  setup: ModuleSaveSetup;
  moves: readonly BaseMove[];
}

export type ModuleDecoded =
  | { ok: true; module: AnyGameModule; save: ModuleSaveDocument; timeline: ModuleTimeline; state: unknown; migratedFrom: number | null }
  | SaveError;

const EDITED = 'It was probably edited by hand.';

function schemaError(error: z.ZodError): SaveError {
  const issue = error.issues[0];
  return saveError('invalid', `The save has a bad field ${fieldPath(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}. ${EDITED}`);
}

export function moduleSaveSummary(module: AnyGameModule, state: unknown, moveCount: number): ModuleSaveSummary {
  const s = module.summary(state);
  return { round: s.round, phase: s.phase, step: s.step, moveCount, scores: s.scores, winners: s.winners };
}

/** Builds the document of a game of `module` whose final state is already known (no replay). */
export function encodeModuleSave(module: AnyGameModule, draft: ModuleSaveDraft, state: unknown, now: Date = new Date()): { doc: ModuleSaveDocument; text: string } {
  const names = draft.setup.seats.map((s) => s.name).join(', ');
  const { round, over } = module.summary(state);
  const when = over ? 'finished' : round !== null ? `round ${round}` : module.name.en;
  const unsigned: Omit<ModuleSaveDocument, 'checksum'> = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: module.id,
    rulesVersion: draft.rulesVersion ?? module.rulesVersion,
    gameId: draft.gameId,
    name: draft.name ?? `${names} (${when})`.slice(0, MAX_NAME_LENGTH),
    createdAt: draft.startedAt,
    updatedAt: now.toISOString(),
    setup: draft.setup,
    moves: draft.moves.slice(),
    finished: module.ctx(state).over,
    summary: moduleSaveSummary(module, state, draft.moves.length),
    stateHash: module.hash(state),
  };
  const doc: ModuleSaveDocument = { ...unsigned, checksum: documentChecksum(unsigned) };
  return { doc, text: serializeAny(doc) };
}

function replayError(r: Extract<ReturnType<typeof replayModule>, { ok: false }>, moves: readonly unknown[]): SaveError {
  if (r.fault === 'engine' || r.fault === undefined) return saveError('engineError', `The game engine failed while replaying move ${r.index + 1}: ${r.message}.`);
  if (r.fault === 'parse') return saveError('invalid', `The save has a bad field moves[${r.index}]: ${r.message}. ${EDITED}`);
  const move = moves[r.index];
  const what = typeof move === 'object' && move !== null && 'type' in move && 'seat' in move ? ` (${String(move.type)} by seat ${String(move.seat)})` : '';
  return saveError('illegalMove', `Move ${r.index + 1} of ${moves.length}${what} is not legal: ${r.message}. The file was edited or damaged.`);
}

/** A current-version document of `module`, checked in full: shape, seats, every move by replay, hash, derived fields, checksum. */
export function decodeModuleDocument(module: AnyGameModule, raw: unknown): ModuleDecoded {
  const parsed = moduleDocumentSchema.safeParse(raw);
  if (!parsed.success) return schemaError(parsed.error);
  const doc = parsed.data;
  if (doc.game !== module.id) return saveError('unknownGame', `This is a save of "${doc.game.slice(0, 40)}", not of ${module.name.en}.`);
  const players = doc.setup.seats.length;
  if (players < module.minPlayers || players > module.maxPlayers) {
    return saveError('invalid', `The save has a bad field setup.seats: ${module.name.en} takes ${module.minPlayers} to ${module.maxPlayers} players, not ${players}. ${EDITED}`);
  }
  const replayed = replayModule(module, doc.setup, doc.moves, doc.rulesVersion);
  if (!replayed.ok) return replayError(replayed, doc.moves);
  const { timeline } = replayed;
  const state = timeline.states[timeline.states.length - 1];
  if (module.hash(state) !== doc.stateHash) {
    return saveError('hashMismatch', 'The moves in this save lead to a different game than the one recorded (state hash differs): the file was edited, or it comes from a different version of the rules.');
  }
  if (doc.finished !== module.ctx(state).over) return saveError('inconsistent', `The save's "finished" flag does not match its game. ${EDITED}`);
  if (canonicalKey(doc.summary) !== canonicalKey(moduleSaveSummary(module, state, doc.moves.length))) {
    return saveError('inconsistent', `The save's summary (round, phase, scores) does not match its game. ${EDITED}`);
  }
  if (documentChecksum(doc) !== doc.checksum) {
    return saveError('checksumMismatch', 'The save was changed after it was written (checksum mismatch): it was edited by hand or damaged.');
  }
  return { ok: true, module, save: doc, timeline, state, migratedFrom: null };
}

/**
 * A save of whichever game it names, from `catalog`. Older format versions (the default game's
 * only) are checked and upgraded by the default game's codec, then read like any current file.
 */
export function decodeAnySave(text: string, catalog: GameCatalog = REGISTRY): ModuleDecoded {
  const envelope = parseEnvelope(text, catalog);
  if (!envelope.ok) return envelope;
  let raw: unknown = envelope.raw;
  let migratedFrom: number | null = null;
  if (envelope.version < SAVE_VERSION) {
    const codec = saveCodecOf(DEFAULT_GAME_ID);
    if (!codec) return saveError('invalid', `Save format version ${envelope.version} was never released; this file cannot be read.`);
    const upgraded = codec.decode(text);
    if (!upgraded.ok) return upgraded;
    raw = upgraded.save;
    migratedFrom = upgraded.migratedFrom;
  }
  const shape = moduleDocumentSchema.safeParse(raw);
  if (!shape.success) return schemaError(shape.error);
  const rules = saveRules(shape.data.game, shape.data.rulesVersion, catalog);
  if (!rules.ok) return rules;
  const decoded = decodeModuleDocument(rules.module, raw);
  return decoded.ok ? { ...decoded, migratedFrom } : decoded;
}

export function decodeAnySaveBytes(bytes: Uint8Array, catalog: GameCatalog = REGISTRY): ModuleDecoded {
  const text = bytesToText(bytes);
  return text.ok ? decodeAnySave(text.text, catalog) : text;
}
