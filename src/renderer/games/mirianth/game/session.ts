/**
 * The game session: the one place that holds the GameState. It applies moves through the
 * engine and hands components `playerView`s only; the table receives each move's events.
 */
import {
  applyMove, createGame, normalizeSeed, playerView, type DomainEvent, type GameState, type Move, type PlayerView,
  type SeatId,
} from '../../../../engine/games/mirianth';
import { actorOf, viewerOf } from './seats';
import type { Batch, GameConfig, LogEntry } from './types';
import { Listeners } from '../../../../shared/listeners';
import type { ShownRefusal } from '../i18n/refusalText';
import { derived } from '../../../session/derived';
import type { ReplayPosition, TableSession, TableSnapshot } from '../../../session/tableSession';
import { tableSnapshotOf } from './tableSnapshot';

export interface SessionSnapshot {
  screen: 'newGame' | 'playing' | 'replay';
  config: GameConfig | null;
  /** The seed actually used, shown so a game can be replayed. */
  seed: string;
  view: PlayerView | null;
  viewer: SeatId;
  actor: SeatId | null;
  thinking: readonly SeatId[];
  refusal: ShownRefusal | null;
  gameId: number;
  version: number;
}

/** What the persistence layer hears: a game started (with the seed given to the engine) or a move applied. */
export type GameEvent =
  | { type: 'started'; config: GameConfig; seed: number | string }
  | { type: 'moved'; move: Move; events: DomainEvent[]; state: GameState };

/** One frame of a replay: `viewer`'s view (null: a spectator's) with `bottom` at the bottom of the table. */
export interface ReplayShow {
  config: GameConfig;
  seed: string;
  state: GameState;
  /** The events of every move so far, one group per move (the game log). */
  log: readonly (readonly DomainEvent[])[];
  viewer: SeatId | null;
  bottom: SeatId;
  /** Animate the frame's events (stepping forward); otherwise the table snaps to it. */
  animate: boolean;
  /** A replay just opened: the table starts afresh. */
  fresh: boolean;
  /** Where in the saved game the frame stands. */
  at?: ReplayPosition;
}

/** Who keeps this game's record (the saves side): Undo and the replay's steps go through it. */
export interface GameKeeper {
  undo(): boolean;
  undoSeat(): SeatId | null;
  replayTo(index: number): void;
}

type BatchListener = (batch: Batch) => void;
type GameListener = (event: GameEvent) => void;

const EMPTY: SessionSnapshot = {
  screen: 'newGame', config: null, seed: '', view: null, viewer: 0 as SeatId, actor: null,
  thinking: [], refusal: null, gameId: 0, version: 0,
};

function randomSeed(): string {
  return String(Math.floor(Math.random() * 1_000_000_000));
}

/** The seed handed to the engine for the text shown: all digits become a number. */
export function engineSeed(text: string): number | string {
  return /^\d+$/.test(text) ? normalizeSeed(Number(text)) : text;
}

/** A game log holds the deal's events, then one group per move. */
function movesIn(log: readonly (readonly DomainEvent[])[]): number {
  return Math.max(0, log.length - 1);
}

export class Session implements TableSession<PlayerView, Move, DomainEvent> {
  private state: GameState | null = null;
  private snap: SessionSnapshot = EMPTY;
  private log: LogEntry[] = [];
  private seq = 0;
  private epochNo = 0;
  /** Moves played in this game: where each bot decision sits, so one retaken after an undo is the same. */
  private moveNo = 0;
  private readonly listeners = new Listeners();
  private readonly batchListeners = new Listeners<[Batch]>();
  private readonly gameListeners = new Listeners<[GameEvent]>();
  /** The last batch as the table snapshot tells it: its events, the view before it (null: snapped), the move. */
  private shown: { events: readonly DomainEvent[]; previous: PlayerView | null; move: Move | null } = { events: [], previous: null, move: null };
  private replayAt: ReplayPosition | null = null;
  private keeper: GameKeeper | null = null;

  readonly subscribe = this.listeners.add;

  readonly getSnapshot = (): SessionSnapshot => this.snap;

  /** The platform's table snapshot (TableSession), the same object until the game changes. */
  readonly get: () => TableSnapshot<PlayerView, Move, DomainEvent> = derived({ get: this.getSnapshot }, (snap) => tableSnapshotOf(snap, {
    transport: 'local', events: this.shown.events, previous: this.shown.previous, log: this.log, lastMove: this.shown.move,
    replay: this.replayAt, undoSeat: this.keeper?.undoSeat() ?? null, connection: null, watching: false,
  }));

  /** The saves side that keeps this game's record: Undo and replay steps go to it. */
  keep(keeper: GameKeeper | null): void {
    this.keeper = keeper;
  }

  /** A move from the person at the screen: for the seat they may move now only (bots and tests use `submit`). */
  play(move: Move): void {
    if (move.seat === this.get().mover) this.submit(move);
  }

  leave(): void {
    this.toNewGame();
  }

  undo(): boolean {
    return this.keeper?.undo() ?? false;
  }

  replayTo(index: number): void {
    if (this.snap.screen === 'replay') this.keeper?.replayTo(index);
  }

  onBatch(listener: BatchListener): () => void {
    return this.batchListeners.add(listener);
  }

  onGame(listener: GameListener): () => void {
    return this.gameListeners.add(listener);
  }

  /** Changes whenever the state is replaced rather than moved on (a start, a load, an undo): pending bot answers are dropped. */
  epoch(): number {
    return this.epochNo;
  }

  movesPlayed(): number {
    return this.moveNo;
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
    const started = createGame({ seed: engineSeed(seed), players: config.seats.map((s) => ({ name: s.name })) });
    this.state = started.state;
    this.log = [];
    this.moveNo = 0;
    this.epochNo++;
    this.snap = { ...EMPTY, screen: 'playing', config, seed, gameId: this.snap.gameId + 1, version: this.snap.version + 1 };
    this.gameListeners.emit({ type: 'started', config, seed: engineSeed(seed) });
    this.advance(started.events);
  }

  /** Opens a game restored from a save (Continue, Load): the table shows its state at once. */
  resume(config: GameConfig, seed: string, state: GameState, log: readonly (readonly DomainEvent[])[]): void {
    this.state = state;
    this.moveNo = movesIn(log);
    this.epochNo++;
    this.snap = { ...EMPTY, screen: 'playing', config, seed, gameId: this.snap.gameId + 1, version: this.snap.version + 1 };
    this.setLog(log);
    this.advance([], true);
  }

  /** Goes back to an earlier state of this game (undo): the table snaps to it, pending bot answers are dropped. */
  rewind(state: GameState, log: readonly (readonly DomainEvent[])[]): void {
    if (this.snap.screen !== 'playing') return;
    this.state = state;
    this.moveNo = movesIn(log);
    this.epochNo++;
    this.snap = { ...this.snap, refusal: null, thinking: [], version: this.snap.version + 1 };
    this.setLog(log);
    this.advance([], true);
  }

  /** Shows a replay frame. Nobody can move in a replay; bots stay idle. */
  showReplay(frame: ReplayShow): void {
    const { config, state } = frame;
    const fresh = frame.fresh || this.snap.screen !== 'replay';
    this.state = state;
    this.epochNo++;
    this.snap = {
      ...(fresh ? EMPTY : this.snap), screen: 'replay', config, seed: frame.seed, refusal: null,
      gameId: this.snap.gameId + (fresh ? 1 : 0), version: this.snap.version + 1,
    };
    this.setLog(frame.log.slice(0, -1));
    this.replayAt = frame.at ?? null;
    const events = [...(frame.log[frame.log.length - 1] ?? [])];
    const seq = ++this.seq;
    this.log = this.log.concat(events.map((event) => ({ seq, event })));
    this.publish(seq, events, playerView(state, frame.viewer), frame.bottom, actorOf(state, config.seats), !frame.animate);
  }

  rematch(): void {
    const config = this.snap.config;
    if (config) this.start({ ...config, seed: '' });
  }

  toNewGame(): void {
    this.state = null;
    this.shown = { events: [], previous: null, move: null };
    this.snap = { ...EMPTY, config: this.snap.config, gameId: this.snap.gameId + 1, version: this.snap.version + 1 };
    this.emit();
  }

  /** Applies a move; returns the refusal message when the engine says no. */
  submit(move: Move): string | null {
    if (!this.state || this.snap.screen !== 'playing') return 'No game in progress';
    const result = applyMove(this.state, move);
    if (!result.ok) {
      const { message, reason, params } = result.refusal;
      this.snap = { ...this.snap, refusal: { message, reason, params }, version: this.snap.version + 1 };
      this.emit();
      return result.refusal.message;
    }
    this.state = result.state;
    this.moveNo++;
    this.snap = { ...this.snap, refusal: null };
    this.gameListeners.emit({ type: 'moved', move, events: result.events, state: result.state });
    this.advance(result.events, false, move);
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

  private setLog(groups: readonly (readonly DomainEvent[])[]): void {
    this.log = groups.flatMap((events) => {
      const seq = ++this.seq;
      return events.map((event) => ({ seq, event }));
    });
  }

  private advance(events: DomainEvent[], snap = false, move: Move | null = null): void {
    const state = this.state;
    const config = this.snap.config;
    if (!state || !config) return;
    const actor = actorOf(state, config.seats);
    const viewer = viewerOf(actor, this.snap.view ? this.snap.viewer : null, config.seats);
    const view = playerView(state, viewer);
    const seq = ++this.seq;
    this.log = this.log.concat(events.map((event) => ({ seq, event })));
    this.publish(seq, events, view, viewer, actor, snap, move);
  }

  private publish(seq: number, events: DomainEvent[], view: PlayerView, viewer: SeatId, actor: SeatId | null, snap: boolean, move: Move | null = null): void {
    this.shown = { events, previous: snap ? null : this.snap.view, move };
    this.snap = { ...this.snap, view, viewer, actor, version: this.snap.version + 1 };
    const batch: Batch = snap ? { seq, events, view, viewer, snap } : { seq, events, view, viewer };
    this.batchListeners.emit(batch);
    this.emit();
  }

  private emit(): void {
    this.listeners.emit();
  }
}

export const session = new Session();
