/**
 * Mirianth Wars behind the `GameModule` seam: a thin adapter over the engine's existing API
 * (`createGame`, `applyMove`, `playerView`, …), which stays where it is and unchanged.
 */
import { z } from 'zod';
import { applyMove, createGame, legalMoves } from './api';
import type { DomainEvent } from './events';
import { hashState } from '../../kit/stateHash';
import { seats } from './ids';
import type { GameCtx, GameModule, GameSummary } from '../../kit/module';
import { moveSchema, parseMove } from './moveSchema';
import type { Move } from './moves';
import { isRulesVersion } from './rulesVersion';
import type { GameState, StepId } from './state';
import { awaitingSeats } from './steps/registry';
import { playerView, type PlayerView } from './view';
import { mirianthAudience } from './audience';
import { mirianthIsBarrier } from './barrier';
import { MIRIANTH_PHASES, MIRIANTH_STEPS, mirianthPhaseOf, type MirianthPhase } from './phases';
import { MIRIANTH_RULES_VERSION, MIRIANTH_RULES_VERSIONS } from './version';

export const MIRIANTH_ID = 'mirianth-wars';

/** Mirianth has no setup options yet: an empty object, or nothing. */
const optionsSchema = z.strictObject({});
export type MirianthOptions = z.output<typeof optionsSchema>;

/** The position a save must reproduce: the whole state, hidden decks and PRNG included, but not the last move's events. */
export function mirianthPositionHash(state: GameState): string {
  const { events: _events, ...position } = state;
  return hashState(position);
}

export function mirianthSummary(state: GameState): GameSummary {
  return {
    phase: mirianthPhaseOf(state.step),
    step: state.step,
    round: state.roundNo,
    over: state.step === 'gameOver',
    scores: state.result ? state.result.scores.map((s) => s.total) : null,
    winners: state.result ? state.result.winners.slice() : null,
  };
}

/**
 * The seam, plus the step ids and phases read from the statechart (`steps.ts`), so that saves,
 * the table and tests import them through the module instead of keeping copies.
 */
export type MirianthModule = GameModule<GameState, PlayerView, Move, DomainEvent, MirianthOptions> & {
  readonly steps: readonly StepId[];
  readonly phases: readonly MirianthPhase[];
  phaseOf(step: StepId): MirianthPhase;
  /** The zod schema `parseMove` checks with (saves report a bad move by its field path). */
  readonly moveSchema: typeof moveSchema;
};

export const mirianthModule: MirianthModule = {
  id: MIRIANTH_ID,
  name: { en: 'Mirianth Wars', 'pt-BR': 'Mirianth Wars' },
  rulesVersion: MIRIANTH_RULES_VERSION,
  rulesVersions: MIRIANTH_RULES_VERSIONS,
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  steps: MIRIANTH_STEPS,
  phases: MIRIANTH_PHASES,
  phaseOf: mirianthPhaseOf,
  moveSchema,

  create(setup) {
    const version = setup.rulesVersion ?? MIRIANTH_RULES_VERSION;
    if (!isRulesVersion(version)) throw new Error(`Mirianth Wars has no rules version ${version}`);
    return createGame({ seed: setup.seed, players: setup.players.map((p) => ({ name: p.name })), rulesVersion: version });
  },
  apply: applyMove,
  parseMove,
  view: playerView,
  ctx(s): GameCtx {
    return {
      phase: mirianthPhaseOf(s.step),
      step: s.step,
      awaiting: awaitingSeats(s),
      order: seats(s.players.length),
      over: s.step === 'gameOver',
      round: s.roundNo,
    };
  },
  legalMoves,
  // Every Mirianth event is public today (see audience.ts, an exhaustive per-event table).
  audience: mirianthAudience,
  isBarrier: (prev, next) => mirianthIsBarrier(prev, next),
  summary: mirianthSummary,
  hash: mirianthPositionHash,
};
