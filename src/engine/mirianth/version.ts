/**
 * Mirianth's rules versions, in one place. Rules version 2 is being added on another branch
 * (`createGame({ rulesVersion })`, `MIRIANTH_RULES_VERSION(S)` exported by the engine); when it
 * lands, these two lines re-export those and nothing else in the seam changes.
 */
/** The rules version new games are played under. */
export const MIRIANTH_RULES_VERSION = 1;
/** Every released rules version this engine can replay. */
export const MIRIANTH_RULES_VERSIONS: readonly number[] = [1];
