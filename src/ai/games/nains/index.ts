/** Nains AI for the platform: bots by level and the determinize hook (for the kit's ISMCTS too). */
import type { GameAi } from '../../kit/gameAi';
import type { NainsMove, NainsState, NainsView } from '../../../engine/games/nains/types';
import { createEasyBot, createHardBot, createNormalBot } from './bots';
import { determinizeNains } from './determinize';

export const nainsAi: GameAi<NainsState, NainsView, NainsMove> = {
  bots: { easy: createEasyBot, normal: createNormalBot, hard: createHardBot },
  determinize: (view, seat, rng) => determinizeNains(view, seat, rng),
};
export { nainsHint } from './hint';
