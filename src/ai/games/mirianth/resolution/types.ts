/** Types and constants shared by the resolution solver's stages. */
import type { CardId, WallUse } from '../../../../engine/games/mirianth';

export type SolveStage = 'aim' | 'initial' | 'plague' | 'battles' | 'attacks' | 'final';

export interface PenaltyPlan {
  priestesses: CardId[];
  walls: WallUse[];
  discard: CardId[];
}

export interface ResolutionPlan {
  value: number;
  aims: { archer: CardId; monster: CardId }[];
  initialDiscard: CardId[];
  plague: { priestesses: CardId[]; walls: CardId[]; discard: CardId[] };
  /** Monsters to fight, in order; Rogue targets are left out and handled after. */
  fights: CardId[];
  rogues: { rogue: CardId; monster: CardId }[];
  attacks: PenaltyPlan;
  finalDiscard: CardId[];
  /** Monsters the plan defeats (this phase). */
  defeated: CardId[];
}

export interface SolveOptions {
  /** Negotiation-time projections: at most one battle-relevant hero considered for removal. */
  fast?: boolean;
  /** Time on the AI clock (clock.ts) after which the search returns the best plan found so far. */
  deadline?: number;
}

export const STAGE_ORDER: Record<SolveStage, number> = { aim: 0, initial: 1, plague: 2, battles: 3, attacks: 4, final: 5 };
export const INF = 1 << 20;

/** Filters out the `undefined` of an index lookup that missed. */
export function isId(x: CardId | undefined): x is CardId {
  return x !== undefined;
}
