/**
 * Mirianth Wars' save documents with its own types: the document and its schema, encoding and
 * decoding (older format versions included), replay, the replay cursor and undo. Pure TypeScript.
 * The platform's save library (src/shared/save) reaches it through `codec.ts`, listed in the
 * engine registry; Mirianth's screens, CLI and tests import it here.
 */
export * from './decode';
export * from './encode';
export * from './format';
export { MIGRATIONS, migrate } from './migrations';
export * from './replay';
export * from './replayCursor';
export { saveDocumentSchema, saveDraftSchema, setupSchema } from './schema';
export * from './undo';
export { mirianthSaveCodec } from './codec';
