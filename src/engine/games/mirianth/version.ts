/** Mirianth's rules versions, in one place: re-exported from the engine (`src/engine/games/mirianth/rulesVersion.ts`). */
export { RULES_VERSION as MIRIANTH_RULES_VERSION, RULES_VERSIONS as MIRIANTH_RULES_VERSIONS } from './rulesVersion';
