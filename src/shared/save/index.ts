/** Save files of every game: pure TypeScript, shared by main, renderer, CLI and LAN host. */
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
