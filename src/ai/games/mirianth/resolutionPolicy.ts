/** Turns the solver's plan into the move for the current Resolution step. */
import { checkMove, legalMoves, type Move, type PlayerView, type SeatId } from '../../../engine/games/mirianth';
import { battleStage } from '../../../engine/games/mirianth/rules/battle';
import { solveResolution, type ResolutionPlan, type SolveStage } from './resolution';
import { buildSide, type Side } from './side';
import { now } from './clock';

export const RESOLUTION_STEPS = ['archerTargets', 'initialAccommodation', 'plagueEffect', 'battles', 'finalAccommodation'] as const;

export function isResolutionStep(step: string): boolean {
  return (RESOLUTION_STEPS as readonly string[]).includes(step);
}

/** The solver stage for the seat's current step, or null outside Resolution. */
export function solveStage(view: PlayerView, seat: SeatId): SolveStage | null {
  switch (view.step) {
    case 'archerTargets': return 'aim';
    case 'initialAccommodation': return 'initial';
    case 'plagueEffect': return 'plague';
    case 'battles': return battleStage(view, seat) === 'attacks' ? 'attacks' : 'battles';
    case 'finalAccommodation': return 'final';
    default: return null;
  }
}

export function resolutionSide(view: PlayerView, seat: SeatId): Side {
  return buildSide(view, seat, { archersFree: view.step === 'archerTargets', freeAttach: 0 });
}

export function planMove(view: PlayerView, seat: SeatId, stage: SolveStage, plan: ResolutionPlan): Move | null {
  switch (stage) {
    case 'aim': return { type: 'aim', seat, aims: plan.aims };
    case 'initial': return { type: 'discardHeroes', seat, cards: plan.initialDiscard };
    case 'plague': return { type: 'resolvePlague', seat, ...plan.plague };
    case 'battles': {
      const monster = plan.fights[0];
      if (monster !== undefined) return { type: 'fight', seat, monster };
      const r = plan.rogues[0];
      return r ? { type: 'rogue', seat, rogue: r.rogue, monster: r.monster } : null;
    }
    case 'attacks': return { type: 'resolveAttacks', seat, ...plan.attacks };
    case 'final': return { type: 'discardHeroes', seat, cards: plan.finalDiscard };
  }
}

/** The solver's move for a Resolution step; the first legal move if the plan is somehow refused. */
export function solvedResolutionMove(view: PlayerView, seat: SeatId, budgetMs = Infinity): Move | null {
  const stage = solveStage(view, seat);
  if (stage === null) return null;
  const plan = solveResolution(resolutionSide(view, seat), stage, { deadline: now() + budgetMs });
  const move = planMove(view, seat, stage, plan);
  if (move && checkMove(view, move) === null) return move;
  solverMisses.count++;
  return legalMoves(view, seat)[0] ?? null;
}

/** How often a plan was refused by the engine (tests assert it stays zero). */
export const solverMisses = { count: 0 };
