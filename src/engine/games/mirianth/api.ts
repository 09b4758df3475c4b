/** The engine's public API: create, list legal moves, apply, view. */
import { checkMove } from './checkMove';
import type { DomainEvent } from './events';
import type { SeatId } from './ids';
import { startMachine, stepMachine } from './machine/runner';
import { parseMove } from './moveSchema';
import { refuse, type Move, type Refusal } from './moves';
import { seedFromText } from '../../kit/random';
import { newGameState } from './rules/setup';
import { awaitingSeats, STEP_RULES } from './steps/registry';
import { isRulesVersion, RULES_VERSION, type RulesVersion } from './rulesVersion';
import type { GameState, PublicState } from './state';

export interface NewGame {
  seed: number | string;
  players: { name: string }[];
  /** The rules to play under; omitted = the current version (`RULES_VERSION`). */
  rulesVersion?: RulesVersion;
}

export interface Started { state: GameState; events: DomainEvent[] }
export type Applied = { ok: true; state: GameState; events: DomainEvent[] } | { ok: false; refusal: Refusal };

/** A 32-bit number for any seed: for seeding bots from a game's seed, not for the game itself. */
export function normalizeSeed(seed: number | string): number {
  return typeof seed === 'number' && Number.isFinite(seed) ? seed >>> 0 : seedFromText(String(seed));
}

/** Numbers are folded to 32 bits; text is kept as is and seeds all 128 bits of the generator. */
export function gameSeed(seed: number | string): number | string {
  return typeof seed === 'number' ? normalizeSeed(seed) : seed;
}

/** Sets up a game and runs it to the first decision (the first round's announcements). */
export function createGame(options: NewGame): Started {
  const rulesVersion = options.rulesVersion ?? RULES_VERSION;
  // Callers may pass numbers read from files: refuse a version this engine does not know.
  if (!isRulesVersion(rulesVersion)) throw new Error(`Mirianth Wars has no rules version ${String(rulesVersion)}`);
  return startMachine(newGameState({ seed: gameSeed(options.seed), players: options.players, rulesVersion }));
}

/** Starts a game from a preset state (factions already dealt), e.g. a scoring scenario. */
export function startPreset(state: GameState): Started {
  return startMachine(state);
}

/**
 * Applies a typed move. The statechart's `legal` guard is the gate; a refused move leaves the
 * state untouched and `checkMove` says why.
 */
export function applyMove(state: GameState, move: Move): Applied {
  const stepped = state.step === 'gameOver' ? null : stepMachine(state, move);
  if (stepped) return { ok: true, ...stepped };
  return { ok: false, refusal: checkMove(state, move) ?? refuse('illegal', 'notAccepted', { move: move.type }) };
}

/** Applies input of unknown shape (network, files, CLI): validated with zod first. */
export function applyUntrustedMove(state: GameState, input: unknown): Applied {
  const parsed = parseMove(input);
  if (!parsed.ok) return { ok: false, refusal: refuse('malformed', 'malformed', { detail: parsed.message }) };
  return applyMove(state, parsed.move);
}

/** Canonical legal moves for a seat; works on a player's view as well as on the full state. */
export function legalMoves(state: PublicState, seat: SeatId): Move[] {
  if (!awaitingSeats(state).includes(seat)) return [];
  return STEP_RULES[state.step].legal(state, seat);
}

export function isOver(state: PublicState): boolean {
  return state.step === 'gameOver';
}
