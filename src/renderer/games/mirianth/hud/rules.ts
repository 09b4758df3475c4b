/**
 * The engine's read-only rule queries the HUD uses to explain a decision (room left, penalties
 * owed, predicted attack). All take a PublicState, so they work on a PlayerView. Kept in one
 * file so the HUD's reach into the engine is easy to see.
 */
export { accommodation, heroes, homeless, monsters, ofKind, ofType } from '../../../../engine/games/mirianth/rules/query';
export { attackBreakdown, attackTotal, battleStage, unfought } from '../../../../engine/games/mirianth/rules/battle';
export { plaguePenalties } from '../../../../engine/games/mirianth/rules/plagueEffect';
export { attackPenalties } from '../../../../engine/games/mirianth/rules/monsterAttack';
export { checkCancellers, owed, usableCancellers, type PenaltyCounts } from '../../../../engine/games/mirianth/rules/penalties';
export { mayPass } from '../../../../engine/games/mirianth/rules/announce';
export { dealersOf } from '../../../../engine/games/mirianth/rules/peddler';
export { unattachedPaladins } from '../../../../engine/games/mirianth/rules/attach';
export { invocablePromises } from '../../../../engine/games/mirianth/rules/promises';
export { currentDispute } from '../../../../engine/games/mirianth/rules/update';
export { bargainers, proposalTargets, MAX_PROMISES_PER_DEAL } from '../../../../engine/games/mirianth/rules/deals';
