/** Save files of every game: pure TypeScript, shared by main, renderer, CLI and LAN host. */
import { DEFAULT_GAME_SAVE as defaultGame } from '../../engine/registry';

export * from './api';
export type { BuiltSave, CheckedTypedDraft, SaveCodec, TypedDecoded, TypedSaveDocument, TypedSaveHeader } from './codec';
export { saveCodecOf } from './codec';
export { bytesToText, parseEnvelope } from './envelope';
export { documentChecksum, serializeAny } from './encode';
export * from './errors';
export * from './format';
export { DEFAULT_GAME_ID, gameNameOf, saveGame, saveRules } from './game';
export * from './library';
export { gameIdSchema, saveNameSchema } from './schema';
export * from './storage';
export * from './anyGame';
export * from './gameDraft';
export type { ModuleSaveDocument } from './moduleSchema';
export { decodeAnySaveBytes } from './moduleSave';

/**
 * The default game's own typed save API (Mirianth Wars' documents, replay, undo), through the engine
 * registry, for the importers written before save codecs (the live table's saves, the e2e specs).
 * New code imports a game's save API from its room (src/engine/games/<id>/save).
 */
export const {
  buildSave, buildTimeline, canUndo, clampFrame, CURRENT_RULES_VERSION, decodeSave, decodeSaveBytes, defaultSaveName, encodeSave,
  extendTimeline, frameDelayMs, HIDDEN_INFO_EVENTS, humanSeats, isAutosavePoint, MIGRATIONS, migrate, newTimeline, phaseOf,
  positionHash, readSaveHeader, REPLAY_SPEEDS, replayFrame, replayMoves, revealsHiddenInfo, saveDraftSchema, serializeSave,
  setupSchema, startState, summarize, truncateTimeline, undoFloor, undoLog, undoTarget, undoTimeline, withName,
} = defaultGame;
export type SaveDocument = defaultGame.SaveDocument;
export type SaveDraft = defaultGame.SaveDraft;
export type SaveSummary = defaultGame.SaveSummary;
export type SaveHeader = defaultGame.SaveHeader;
export type GamePhase = defaultGame.GamePhase;
export type Decoded = defaultGame.Decoded;
export type Timeline = defaultGame.Timeline;
export type TimelineResult = defaultGame.TimelineResult;
export type Replayed = defaultGame.Replayed;
export type ReplayFrame = defaultGame.ReplayFrame;
export type ReplaySpeed = defaultGame.ReplaySpeed;
export type UndoInput = defaultGame.UndoInput;
