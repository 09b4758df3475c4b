/**
 * The step registry: for every step, the moves it takes, who it waits for, its canonical legal
 * moves and how it settles forced choices. Exhaustive over StepId.
 */
import { seatsWhere, type SeatId } from '../ids';
import type { Move } from '../moves';
import { applyRule } from '../moveRules';
import { forcedDiscardHeroes } from '../rules/accommodation';
import { forcedAim } from '../rules/archers';
import { attachAwaits } from '../rules/attach';
import { enterBattles, forcedFight } from '../rules/battle';
import { settleForcedPicks } from '../rules/concede';
import { bargainingAwaits } from '../rules/deals';
import { forcedResolveAttacks } from '../rules/monsterAttack';
import { peddlerAwaits } from '../rules/peddler';
import { forcedResolvePlague } from '../rules/plagueEffect';
import { resetDone, resolutionAwaits } from '../rules/resolution';
import { emit } from '../rules/update';
import type { GameState, PublicState, StepId } from '../state';
import { legalAnnounce, legalAttach, legalBargaining, legalPeddler, legalPick } from './legalNegotiation';
import { legalAim, legalBattles, legalDiscardHeroes, legalResolvePlague } from './legalResolution';
import type { StepRules } from './types';

const nobody = (): SeatId[] => [];
const none = (): Move[] => [];
const same = (s: GameState): GameState => s;

/** Resolution steps: every seat in parallel; forced answers are applied until a real choice remains. */
function parallelStep(
  moves: StepRules['moves'],
  legal: StepRules['legal'],
  forced: (s: PublicState, seat: SeatId) => Move | null,
  enter: (s: GameState) => GameState = same,
): StepRules {
  const settle = (s: GameState): GameState => {
    let next = s;
    for (let again = true; again;) {
      again = false;
      for (const seat of resolutionAwaits(next)) {
        const m = forced(next, seat);
        if (m) {
          next = applyRule(next, m);
          again = true;
        }
      }
    }
    return next;
  };
  return {
    moves, awaiting: resolutionAwaits, legal, settle,
    enter: (s) => enter(emit(resetDone(s), { type: 'stepStarted', step: s.step })),
  };
}

const forcedBattleMove = (s: PublicState, seat: SeatId): Move | null => forcedFight(s, seat) ?? forcedResolveAttacks(s, seat);

export const STEP_RULES: Record<StepId, StepRules> = {
  setup: { moves: [], awaiting: nobody, legal: none, settle: same, enter: same },
  announcing: {
    moves: ['announce', 'lock'],
    awaiting: (s) => (s.round ? seatsWhere(s.round.locked, false) : []),
    legal: legalAnnounce, settle: same, enter: same,
  },
  bargaining: {
    moves: ['propose', 'accept', 'reject', 'noDeal', 'invokePromise'],
    awaiting: bargainingAwaits, legal: legalBargaining, settle: same, enter: same,
  },
  conceding: {
    moves: ['pick'],
    awaiting: (s) => {
      const first = s.round?.pickQueue[0];
      return first === undefined ? [] : [first];
    },
    legal: legalPick, settle: settleForcedPicks, enter: same,
  },
  peddler: { moves: ['playPeddler', 'passPeddler'], awaiting: peddlerAwaits, legal: legalPeddler, settle: same, enter: same },
  attaching: { moves: ['attach', 'skipAttach'], awaiting: attachAwaits, legal: legalAttach, settle: same, enter: same },
  archerTargets: parallelStep(['aim'], legalAim, forcedAim),
  initialAccommodation: parallelStep(['discardHeroes'], legalDiscardHeroes, forcedDiscardHeroes),
  plagueEffect: parallelStep(['resolvePlague'], legalResolvePlague, forcedResolvePlague),
  battles: parallelStep(['fight', 'rogue', 'resolveAttacks'], legalBattles, forcedBattleMove, enterBattles),
  finalAccommodation: parallelStep(['discardHeroes'], legalDiscardHeroes, forcedDiscardHeroes),
  gameOver: { moves: [], awaiting: nobody, legal: none, settle: same, enter: same },
};

/** Enters a step: records it, runs its bookkeeping and settles forced choices. */
export function enterStep(s: GameState, step: StepId): GameState {
  const rules = STEP_RULES[step];
  return rules.settle(rules.enter({ ...s, step }));
}

export function settleStep(s: GameState): GameState {
  return STEP_RULES[s.step].settle(s);
}

export function awaitingSeats(s: PublicState): SeatId[] {
  return STEP_RULES[s.step].awaiting(s);
}
