/**
 * The seam between the platform (saves, LAN host, AI kit, CLI, table) and a game's rules.
 * A game is pure data and pure functions behind this interface; the platform never reads a
 * game's own fields, only what these functions return. Modelled on boardgame.io's `Game` object,
 * with its `ctx` (whose turn, phase, over) kept apart from the game's data.
 */
import type { z } from 'zod';
import type { SeatId } from './ids';

export type Lang = 'en' | 'pt-BR';
export type Localized = Readonly<Record<Lang, string>>;

/** Framework-visible state: everything the platform may know about where a game stands. */
export interface GameCtx {
  /** A phase name from the game's statechart (e.g. `negotiation`). */
  phase: string;
  /** The step the game rests in, from the statechart (e.g. `announcing`). */
  step: string;
  /** Seats whose answer the game waits for now (several at once for parallel steps). */
  awaiting: readonly SeatId[];
  /** Every seat in table order. */
  order: readonly SeatId[];
  over: boolean;
  round?: number;
}

/** Why a move was refused: a stable code (translated by the UI with its params) and an English message. */
export interface Refusal {
  code: string;
  message: string;
  /** A finer key for the UI to translate (with `params`), when the game gives one. */
  reason?: string;
  params?: Readonly<Record<string, string | number>>;
}

/** Every move names its seat and a `type`; every event has a `type`. */
export interface BaseMove { type: string; seat: SeatId }
export interface BaseEvent { type: string }

export type Applied<S, E> = { ok: true; state: S; events: E[] } | { ok: false; refusal: Refusal };
export type ParsedMove<M> = { ok: true; move: M } | { ok: false; message: string };

export interface CreateSetup<O = unknown> {
  /** A number (32 bits) or text (hashed into the whole generator state). */
  seed: number | string;
  players: readonly { name: string }[];
  /** Released rules version to play under; omitted = the module's current `rulesVersion`. */
  rulesVersion?: number;
  /** Game-specific options, validated by the module's `optionsSchema`. */
  options?: O;
}

/** What a save list and a score sheet show without replaying the game. */
export interface GameSummary {
  phase: string;
  step: string;
  round: number | null;
  over: boolean;
  /** Final totals per seat once over (null before). */
  scores: number[] | null;
  winners: SeatId[] | null;
}

/** Bot levels a seat can have, weakest first (saved by name in save files). */
export const BOT_LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** A bot sees only its seat's view and answers with one of the game's legal moves. */
export interface GameBot<V, M> {
  readonly level: BotLevel;
  choose(view: V, seat: SeatId, at?: number): M;
}

/**
 * One game's rules. `S` is the full state (hidden parts included), `V` a seat's view of it,
 * `M` a move, `E` a domain event. Bots and UI pieces are registered beside it by the same id
 * (the AI and renderer registries), so the engine layer never imports them.
 */
export interface GameModule<S = unknown, V = unknown, M extends BaseMove = BaseMove, E extends BaseEvent = BaseEvent, O = unknown> {
  readonly id: string;
  readonly name: Localized;
  /** The rules version new games are played under. */
  readonly rulesVersion: number;
  /** Every released rules version this engine can still replay (saves name one). */
  readonly rulesVersions: readonly number[];
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionsSchema: z.ZodType<O>;

  create(setup: CreateSetup<O>): { state: S; events: E[] };
  /** A refused move never changes anything. */
  apply(state: S, move: M): Applied<S, E>;
  /** zod validation of input of unknown shape (network, files, CLI). */
  parseMove(input: unknown): ParsedMove<M>;
  /** The only way state leaves the game toward a seat (`null` = spectator): real per-seat redaction. */
  view(state: S, seat: SeatId | null): V;
  ctx(stateOrView: S | V): GameCtx;
  /** A canonical, finite list of legal moves for a seat; works on that seat's view. */
  legalMoves(stateOrView: S | V, seat: SeatId): M[];
  /** The event as `seat` may see it (`null` seat = spectator), or null when it must not see it at all. */
  audience(event: E, seat: SeatId | null): E | null;
  /** True when undo must not cross from `next` back to `prev` (randomness consumed or hidden information revealed). */
  isBarrier(prev: S, next: S, events: readonly E[]): boolean;
  summary(state: S): GameSummary;
  /**
   * Stable fingerprint of the position: same seed and moves give the same hash. Saves store it, so
   * it leaves out what only narrates the last move (events) and covers hidden parts (decks, PRNG).
   */
  hash(state: S): string;
}

/**
 * Any game, as the platform holds it without knowing its types (the registry, saves, the CLI).
 * Method parameters are bivariant, so every concrete module is one of these.
 */
export type AnyGameModule = GameModule<unknown, unknown, BaseMove, BaseEvent, unknown>;

