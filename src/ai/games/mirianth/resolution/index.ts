/** The resolution solver's public surface; the stages behind it stay internal to this folder. */
export { solveResolution } from './solver';
export { endValue, type EndState } from './endValue';
export { attachFreePaladins } from './freePaladins';
export type { PenaltyPlan, ResolutionPlan, SolveOptions, SolveStage } from './types';
