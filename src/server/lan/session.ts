/**
 * One game at a table, run authoritatively through its module (any registered game): every move
 * goes through `module.apply`, AI-controlled seats (AI seats, takeovers, expired turn clocks) are
 * answered here, and each change is broadcast as an Outgoing the wire filter turns into per-seat
 * views (`module.view`) and events (`module.audience`).
 */
import type { SeatId } from '../../engine/kit/ids';
import type { AnyGameModule, BaseEvent, BaseMove, BotLevel, Refusal } from '../../engine/kit/module';
import type { AiRunner } from './aiRunner';
import { defer, type Cancel, type Clock } from './clock';
import { replayEvents } from './history';
import { newBotSeed, newSeed } from './secrets';
import type { Controller } from './tableModel';
import { TurnClock } from './turnClock';
import type { Outgoing } from './wireFilter';
import { fnv1a } from '../../engine/kit/hash';

export interface SessionHooks {
  clock: Clock;
  /** Pause before an AI answers, so people can follow; 0 answers on the next I/O turn. */
  aiDelayMs: number;
  ai: AiRunner;
  /** Bots are kept per `<prefix><seat>` (the table id and a colon). */
  aiKeyPrefix: string;
  /** The table's public id (part of the game's public record id). */
  tableId: string;
  controllerOf(seat: SeatId): Controller;
  levelOf(seat: SeatId): BotLevel;
  turnClockSeconds(): number | null;
  broadcast(out: Outgoing): void;
  clockExpired(seat: SeatId): void;
  committed(): void;
  over(): void;
  /** An error the host survives (it is logged), e.g. a seat with no legal move. */
  fault(err: unknown): void;
}

export interface GameSetup {
  seed: number | string;
  players: { name: string }[];
  /** The released rules the game is played under; omitted = the module's current ones. */
  rulesVersion?: number;
}

/** A game picked up where an autosave left it (state already replayed and hash-checked). */
export interface ResumedGame {
  gameId: string;
  startedAt: string;
  moves: readonly BaseMove[];
  state: unknown;
}

/** A short fold of the seed for the game id (the id only tells games apart; it reveals nothing). */
function seedTag(seed: number | string): string {
  if (typeof seed === 'number' && Number.isFinite(seed)) return (seed >>> 0).toString(36);
  return fnv1a(String(seed)).toString(36);
}

/** `lan-<table id>-<start time, base 36>`: stable across host restarts (the autosave keeps the start time). */
export function publicGameId(tableId: string, startedAt: string): string {
  const ms = Date.parse(startedAt);
  return `lan-${tableId}-${(Number.isFinite(ms) ? ms : 0).toString(36)}`;
}

export class GameSession {
  state: unknown;
  readonly moves: BaseMove[] = [];
  readonly rulesVersion: number;
  /** Seats whose clock ran out: the AI makes their current decision. */
  private readonly forced = new Set<SeatId>();
  private readonly turnClock: TurnClock;
  /** The pause before the next AI decision, while it runs. */
  private pendingAi: Cancel | null = null;
  /** An AI decision is being computed (maybe on a worker thread). */
  private thinking = false;
  private stopped = false;

  /** Shared by every autosave of this game (the save format's `gameId`). */
  readonly gameId: string;
  readonly startedAt: string;
  /**
   * The game's id as players may know it (full views carry it; their records are keyed by it):
   * the table id and the start time, both public. Never `gameId`, which folds in the seed.
   */
  readonly publicId: string;

  /** The setup's events (shuffle, first reveal), sent with the opening view so guests see the deal. */
  private readonly openingEvents: BaseEvent[];
  /** Every event so far, kept as moves commit: full views carry it for the players' log. */
  private readonly history: BaseEvent[];

  constructor(readonly module: AnyGameModule, readonly setup: GameSetup, private readonly hooks: SessionHooks, resumed?: ResumedGame) {
    this.rulesVersion = setup.rulesVersion ?? module.rulesVersion;
    const started = resumed
      ? { state: resumed.state, events: [] }
      : module.create({ seed: setup.seed, players: setup.players, rulesVersion: this.rulesVersion });
    this.state = started.state;
    this.openingEvents = started.events;
    if (resumed) this.moves.push(...resumed.moves);
    this.history = resumed ? this.replayHistory(resumed.moves) : [...started.events];
    const now = new Date(hooks.clock.now());
    this.startedAt = resumed?.startedAt ?? now.toISOString();
    this.gameId = resumed?.gameId ?? `lan-${now.getTime().toString(36)}-${seedTag(setup.seed)}`;
    this.publicId = publicGameId(hooks.tableId, this.startedAt);
    this.turnClock = new TurnClock(hooks.clock, hooks.turnClockSeconds, (seat) => {
      this.forced.add(seat);
      hooks.clockExpired(seat);
      this.scheduleAi();
    });
    // Time the first decisions now, so the opening snapshot already carries their clocks.
    if (!this.over) this.syncClock(null);
  }

  static start(module: AnyGameModule, players: { name: string }[], hooks: SessionHooks): GameSession {
    return new GameSession(module, { seed: newSeed(), players }, hooks);
  }

  get over(): boolean {
    return this.module.ctx(this.state).over;
  }

  private awaiting(): readonly SeatId[] {
    return this.module.ctx(this.state).awaiting;
  }

  /** A move from a human seat; the reply to `id` rides on the resulting broadcast. */
  play(move: BaseMove, id: number | null): Refusal | null {
    return this.commit(move, id === null ? null : { seat: move.seat, id });
  }

  /** The full current view of the game, for one connection (join, resume, start). */
  snapshot(): Outgoing {
    const events = this.moves.length === 0 ? this.openingEvents : [];
    return {
      kind: 'game', module: this.module, state: this.state, events, history: this.history, moveNo: this.moves.length, full: true, ack: null,
      clock: this.turnClock.view(), gameId: this.publicId,
    };
  }

  /** Seats changed hands (drop, return, takeover, options): re-time decisions, wake the AI. */
  seatsChanged(): void {
    if (this.stopped || this.over) return;
    this.syncClock(null);
    this.scheduleAi();
  }

  stop(): void {
    this.stopped = true;
    this.pendingAi?.();
    this.pendingAi = null;
    this.turnClock.clear();
    this.hooks.ai.forget(this.hooks.aiKeyPrefix);
  }

  clockView(): ReturnType<TurnClock['view']> {
    return this.turnClock.view();
  }

  private commit(move: BaseMove, ack: { seat: SeatId; id: number } | null): Refusal | null {
    if (this.stopped) return { code: 'gameOver', message: 'This table is closing', reason: 'tableClosing' };
    const r = this.module.apply(this.state, move);
    if (!r.ok) return r.refusal;
    this.state = r.state;
    this.moves.push(move);
    this.history.push(...r.events);
    this.forced.delete(move.seat);
    this.syncClock(move.seat);
    this.hooks.broadcast({
      kind: 'game', module: this.module, state: this.state, events: r.events, moveNo: this.moves.length, full: false, ack, clock: this.turnClock.view(),
    });
    this.hooks.committed();
    if (this.over) {
      this.turnClock.clear();
      this.hooks.over();
    } else {
      this.scheduleAi();
    }
    return null;
  }

  /** A resumed game's events, replayed once; without them the game still plays, with no log. */
  private replayHistory(moves: readonly BaseMove[]): BaseEvent[] {
    try {
      return replayEvents(this.module, this.setup, this.rulesVersion, moves);
    } catch (err) {
      this.hooks.fault(err);
      return [];
    }
  }

  private syncClock(moved: SeatId | null): void {
    const timed = (seat: SeatId): boolean => this.hooks.controllerOf(seat) !== 'ai';
    this.turnClock.sync(this.over ? [] : [...this.awaiting()], timed, moved);
  }

  /** The first awaited seat (in the order the game lists them) that the AI answers for now. */
  private nextAiSeat(): SeatId | undefined {
    return this.awaiting().find((s) => this.forced.has(s) || this.hooks.controllerOf(s) === 'ai');
  }

  private scheduleAi(): void {
    if (this.pendingAi || this.thinking || this.stopped || this.over || this.nextAiSeat() === undefined) return;
    const run = (): void => {
      this.pendingAi = null;
      this.think();
    };
    this.pendingAi = this.hooks.aiDelayMs > 0 ? this.hooks.clock.setTimeout(run, this.hooks.aiDelayMs) : defer(run);
  }

  private think(): void {
    const seat = this.nextAiSeat();
    if (seat === undefined || this.stopped || this.over) return;
    const basedOn = this.moves.length;
    this.thinking = true;
    // The AI sees exactly what a player in that seat would: its view, nothing more.
    const request = {
      key: `${this.hooks.aiKeyPrefix}${seat}`, game: this.module.id, kind: this.hooks.levelOf(seat), seed: newBotSeed(),
      view: this.module.view(this.state, seat), seat,
    };
    this.hooks.ai.decide(request).then(
      (move) => this.settle(seat, basedOn, move),
      (err: unknown) => {
        this.hooks.fault(err);
        this.settle(seat, basedOn, null);
      },
    );
  }

  /** Plays a decision that arrived, if the seat still wants one; then looks for the next. */
  private settle(seat: SeatId, basedOn: number, move: BaseMove | null): void {
    this.thinking = false;
    if (this.stopped || this.over) return;
    const stillAi = this.awaiting().includes(seat) && (this.forced.has(seat) || this.hooks.controllerOf(seat) === 'ai');
    if (stillAi) {
      try {
        const refused = move && move.seat === seat ? this.commit(move, null) : true;
        // Refused on the very view it was made for: the bot erred, and a table must never stall,
        // so the seat gets its first legal move. If the game moved on meanwhile, think again.
        if (refused !== null && this.moves.length === basedOn) this.commit(this.firstLegal(seat), null);
      } catch (err) {
        this.hooks.fault(err);
      }
    }
    this.scheduleAi();
  }

  private firstLegal(seat: SeatId): BaseMove {
    const first = this.module.legalMoves(this.state, seat)[0];
    if (!first) throw new Error(`Seat ${seat} is awaited at ${this.module.ctx(this.state).step} but has no legal move`);
    return first;
  }
}
