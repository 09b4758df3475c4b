/**
 * The game session: the one place that holds the GameState. It applies moves through the
 * engine and hands components `playerView`s only; the table receives each move's events.
 */
import {
  applyMove, createGame, normalizeSeed, playerView, type DomainEvent, type GameState, type Move, type PlayerView,
  type SeatId,
} from '../../engine';
import { actorOf, viewerOf } from './seats';
import type { Batch, GameConfig, LogEntry } from './types';

export interface SessionSnapshot {
  screen: 'newGame' | 'playing';
  config: GameConfig | null;
  /** The seed actually used, shown so a game can be replayed. */
  seed: string;
  view: PlayerView | null;
  viewer: SeatId;
  actor: SeatId | null;
  thinking: readonly SeatId[];
  refusal: string | null;
  gameId: number;
  version: number;
}

type Listener = () => void;
type BatchListener = (batch: Batch) => void;

const EMPTY: SessionSnapshot = {
  screen: 'newGame', config: null, seed: '', view: null, viewer: 0 as SeatId, actor: null,
  thinking: [], refusal: null, gameId: 0, version: 0,
};

function randomSeed(): string {
  return String(Math.floor(Math.random() * 1_000_000_000));
}

export class Session {
  private state: GameState | null = null;
  private snap: SessionSnapshot = EMPTY;
  private log: LogEntry[] = [];
  private seq = 0;
  private readonly listeners = new Set<Listener>();
  private readonly batchListeners = new Set<BatchListener>();

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.snap;

  onBatch(listener: BatchListener): () => void {
    this.batchListeners.add(listener);
    return () => this.batchListeners.delete(listener);
  }

  /** The full state, for the debug hook only: components read views. */
  fullState(): GameState | null {
    return this.state;
  }

  events(): readonly LogEntry[] {
    return this.log;
  }

  start(config: GameConfig): void {
    const seed = config.seed.trim() || randomSeed();
    const started = createGame({ seed: /^\d+$/.test(seed) ? normalizeSeed(Number(seed)) : seed, players: config.seats.map((s) => ({ name: s.name })) });
    this.state = started.state;
    this.log = [];
    this.snap = { ...EMPTY, screen: 'playing', config, seed, gameId: this.snap.gameId + 1, version: this.snap.version + 1 };
    this.advance(started.events);
  }

  rematch(): void {
    const config = this.snap.config;
    if (config) this.start({ ...config, seed: '' });
  }

  toNewGame(): void {
    this.state = null;
    this.snap = { ...EMPTY, config: this.snap.config, gameId: this.snap.gameId + 1, version: this.snap.version + 1 };
    this.emit();
  }

  /** Applies a move; returns the refusal message when the engine says no. */
  submit(move: Move): string | null {
    if (!this.state) return 'No game in progress';
    const result = applyMove(this.state, move);
    if (!result.ok) {
      this.snap = { ...this.snap, refusal: result.refusal.message, version: this.snap.version + 1 };
      this.emit();
      return result.refusal.message;
    }
    this.state = result.state;
    this.snap = { ...this.snap, refusal: null };
    this.advance(result.events);
    return null;
  }

  setThinking(thinking: readonly SeatId[]): void {
    this.snap = { ...this.snap, thinking, version: this.snap.version + 1 };
    this.emit();
  }

  clearRefusal(): void {
    if (this.snap.refusal === null) return;
    this.snap = { ...this.snap, refusal: null, version: this.snap.version + 1 };
    this.emit();
  }

  private advance(events: DomainEvent[]): void {
    const state = this.state;
    const config = this.snap.config;
    if (!state || !config) return;
    const actor = actorOf(state, config.seats);
    const viewer = viewerOf(actor, this.snap.view ? this.snap.viewer : null, config.seats);
    const view = playerView(state, viewer);
    const seq = ++this.seq;
    this.log = this.log.concat(events.map((event) => ({ seq, event })));
    this.snap = { ...this.snap, view, viewer, actor, version: this.snap.version + 1 };
    const batch: Batch = { seq, events, view, viewer };
    for (const l of this.batchListeners) l(batch);
    this.emit();
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

export const session = new Session();
