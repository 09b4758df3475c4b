/**
 * The engine's read-only rule queries the HUD uses to explain a decision (room left, penalties
 * owed, predicted attack). All take a PublicState, so they work on a PlayerView. Kept in one
 * file so the HUD's reach into the engine is easy to see.
 */
export { accommodation, heroes, homeless, monsters, ofKind, ofType } from '../../engine/rules/query';
export { attackBreakdown, attackTotal, battleStage, unfought } from '../../engine/rules/battle';
export { plaguePenalties } from '../../engine/rules/plagueEffect';
export { attackPenalties } from '../../engine/rules/monsterAttack';
export { checkCancellers, owed, usableCancellers, type PenaltyCounts } from '../../engine/rules/penalties';
export { mayPass } from '../../engine/rules/announce';
export { dealersOf } from '../../engine/rules/peddler';
export { unattachedPaladins } from '../../engine/rules/attach';
export { invocablePromises } from '../../engine/rules/promises';
export { currentDispute } from '../../engine/rules/update';
export { bargainers, proposalTargets, MAX_PROMISES_PER_DEAL } from '../../engine/rules/deals';
