/** Save files for Mirianth Wars: pure TypeScript, shared by main, renderer, CLI and LAN host. */
export * from './api';
export { isAutosavePoint } from '../../engine/registry';
export * from './decode';
export * from './encode';
export * from './errors';
export * from './format';
export { DEFAULT_GAME_ID, saveGame, saveRules } from './game';
export * from './library';
export { MIGRATIONS, migrate } from './migrations';
export * from './replay';
export * from './replayCursor';
export { gameIdSchema, saveDraftSchema, saveNameSchema, setupSchema } from './schema';
export * from './storage';
export * from './undo';
export * from './anyGame';
export * from './gameDraft';
export type { ModuleSaveDocument } from './moduleSchema';
export { decodeAnySaveBytes } from './moduleSave';
