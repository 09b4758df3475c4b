/**
 * Mirianth's rules versions. A game is played under one version from start to end, so a saved
 * game replays under the rules it was played with.
 * - 1: the rules as first released.
 * - 2: promises cannot be dodged, "no deal" as in rulings 4.3, the Peddler/Merchant may be handed
 *   to anyone who took part in the dispute, worthless promises are refused (see docs/rules.md).
 */
export type RulesVersion = 1 | 2;

/** The rules version new games are played under. */
export const RULES_VERSION: RulesVersion = 2;
/** Every released rules version this engine can replay. */
export const RULES_VERSIONS: readonly RulesVersion[] = [1, 2];

export function isRulesVersion(n: unknown): n is RulesVersion {
  return n === 1 || n === 2;
}

/**
 * The version a state is played under. Version-1 states leave the field out, so their position
 * hashes (stored in saves written before rules versions existed) stay exactly as they were.
 */
export function rulesVersionOf(s: { rulesVersion?: RulesVersion }): RulesVersion {
  return s.rulesVersion ?? 1;
}

/** True when a rule introduced in `version` applies to this game. */
export function rulesAtLeast(s: { rulesVersion?: RulesVersion }, version: RulesVersion): boolean {
  return rulesVersionOf(s) >= version;
}
