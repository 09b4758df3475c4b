/**
 * A LAN game seen from one seat, shaped like the local session so the table and the HUD render it
 * unchanged: the same `SessionSnapshot` (view, viewer = my seat, actor, thinking, refusal…) and
 * the same event batches for the animation director. Moves go to the host (`client.move`); no full
 * GameState ever exists here, only this seat's `PlayerView` as the host sent it.
 */
import { seatId, type DomainEvent, type Move, type PlayerView, type SeatId } from '../../../../engine/games/mirianth';
import type { ClientSnapshot, HostMessageOf, RemoteClient as PlatformRemoteClient } from './lanTypes';
import type { SeatView, TableView } from '../../../../shared/lan/tableView';
import { awaitedInOrder } from '../game/seats';
import type { SessionSnapshot } from '../game/session';
import type { GameSource } from '../game/source';
import type { Batch, LogEntry, SeatConfig, SeatKind } from '../game/types';
import { Listeners } from '../../../../shared/listeners';
import { isRefusalReason, type ShownRefusal } from '../i18n/refusalText';
import { LanError } from '../../../../shared/lan/clientErrors';
import { DEFAULT_GAME_ID, gameOf } from '../../../../shared/lan/games';
import { derived } from '../../../session/derived';
import type { TableSnapshot } from '../../../session/tableSession';
import { tableSnapshotOf } from '../game/tableSnapshot';

/** What the adapter needs from a `LanClient` (the platform's, with Mirianth's moves). */
export type RemoteClient = PlatformRemoteClient<Move>;

type BatchListener = (batch: Batch) => void;

const EMPTY: SessionSnapshot = {
  screen: 'newGame', config: null, seed: '', view: null, viewer: seatId(0), actor: null,
  thinking: [], refusal: null, gameId: 0, version: 0,
};

/** The HUD's seat kinds have no 'random' level: it shows as the easy AI. */
function kindOf(seat: SeatView): SeatKind {
  if (seat.kind === 'human') return 'human';
  return seat.level === 'random' ? 'easy' : seat.level;
}

/** The seats as the HUD knows them: mine is the only one played from this screen (none for a spectator). */
export function seatsFor(view: PlayerView, table: TableView | null, me: SeatId | null): SeatConfig[] {
  return view.players.map((p, i) => {
    const seat = table?.seats[i];
    if (!seat) return { name: p.name, kind: 'human', remote: i !== me };
    const config: SeatConfig = { name: seat.name || p.name, kind: kindOf(seat) };
    if (seat.kind === 'human' && i !== me) config.remote = true;
    if (seat.kind === 'human' && seat.occupied && !seat.connected) config.presence = seat.aiPlaying ? 'ai' : 'away';
    else if (seat.kind === 'human' && seat.aiPlaying) config.presence = 'ai';
    return config;
  });
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Where this client sits: a seat, or (seat null) watching the table as a spectator. */
function placeOf(c: ClientSnapshot): { tableId: string; seat: SeatId | null } | null {
  if (c.session) return { tableId: c.session.tableId, seat: seatId(c.session.seat) };
  return c.watching ? { tableId: c.watching.tableId, seat: null } : null;
}

export class RemoteSession implements GameSource {
  private snap: SessionSnapshot = EMPTY;
  private log: LogEntry[] = [];
  private seq = 0;
  private shownView: PlayerView | null = null;
  /**
   * The game last shown (table, seat, move number, over or not). Kept while the view is hidden for want
   * of a connection, so a reconnect that continues the game is no fresh start; reset with the seat.
   */
  private shownMoveNo = -1;
  private shownTable: string | null = null;
  private shownSeat = -1;
  private shownOver = false;
  /** The game whose score sheet was closed: the screen goes back to the lobby. */
  private dismissed = -1;
  /** The move on its way to the host (a double click sends it once). */
  private inFlight: string | null = null;
  private refusal: ShownRefusal | null = null;
  /** The last batch as the table snapshot tells it: its events and the view before them. */
  private shown: { events: readonly DomainEvent[]; previous: PlayerView | null } = { events: [], previous: null };
  private readonly listeners = new Listeners();
  private readonly batchListeners = new Listeners<[Batch]>();
  private readonly stops: (() => void)[] = [];

  constructor(private readonly client: RemoteClient) {
    this.stops.push(
      client.onMessage((msg) => {
        if (msg.type === 'game') this.received(msg);
      }),
      client.subscribe(() => this.refresh()),
    );
    // A client that already holds a game (a resumed seat) shows it at once.
    if (client.getSnapshot().game) this.received(null);
    else this.refresh();
  }

  readonly subscribe = this.listeners.add;

  readonly getSnapshot = (): SessionSnapshot => this.snap;

  /** The platform's table snapshot (TableSession): the host keeps the game, so no undo, replay or saves. */
  readonly get: () => TableSnapshot<PlayerView, Move, DomainEvent> = derived({ get: this.getSnapshot }, (snap) => tableSnapshotOf(snap, {
    transport: 'lan', events: this.shown.events, previous: this.shown.previous, log: this.log, lastMove: null, replay: null, undoSeat: null,
    connection: { refusal: snap.refusal ? new Error(snap.refusal.message) : null }, watching: this.seat() === null,
  }));

  play(move: Move): void {
    this.submit(move);
  }

  leave(): void {
    this.toNewGame();
  }

  onBatch(listener: BatchListener): () => void {
    return this.batchListeners.add(listener);
  }

  events(): readonly LogEntry[] {
    return this.log;
  }

  /** The seat this client plays, or null when it holds none. */
  seat(): SeatId | null {
    const s = this.client.getSnapshot().session;
    return s ? seatId(s.seat) : null;
  }

  /**
   * Sends a move to the host; a refusal shows like a local one. Moves go out in order (the host
   * answers them in order), so a quick second click is not lost; the same move twice is sent once.
   */
  submit(move: Move): string | null {
    const key = JSON.stringify(move);
    if (this.inFlight === key) return null;
    this.inFlight = key;
    const settle = (refusal: ShownRefusal | null) => {
      if (this.inFlight === key) this.inFlight = null;
      if (refusal?.message === this.refusal?.message) return;
      this.refusal = refusal;
      this.refresh();
    };
    this.client.move(move).then(
      () => settle(null),
      (err: unknown) => settle(shownRefusal(err)),
    );
    return null;
  }

  /** Closes the score sheet: back to the table's lobby (the owner may start the next game). */
  toNewGame(): void {
    if (this.snap.screen !== 'playing' || this.snap.view?.step !== 'gameOver') return;
    this.dismissed = this.snap.gameId;
    this.refresh();
  }

  rematch(): void {
    this.toNewGame();
  }

  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
    this.batchListeners.clear();
  }

  /** A `game` message (null: the game the client already had): one batch for the director. */
  private received(msg: HostMessageOf<'game'> | null): void {
    const c = this.client.getSnapshot();
    const game = c.game;
    const me = placeOf(c);
    // Other games' LAN tables have their own screens (moduleRemote.ts); this HUD draws Mirianth's.
    if (!game || !me || gameOf(game.view) !== DEFAULT_GAME_ID) return;
    const seat = me.seat ?? -1;
    const fresh = this.shownMoveNo < 0 || this.shownTable !== me.tableId || this.shownSeat !== seat
      || (msg?.full === true && (game.moveNo < this.shownMoveNo || (this.shownOver && game.view.step !== 'gameOver')));
    const gameId = fresh ? this.snap.gameId + 1 : this.snap.gameId;
    const events = msg?.events ?? [];
    const seq = ++this.seq;
    // A full view's history is the whole log so far (it includes `events`, and whatever happened
    // while this client was away): it replaces ours. It only fills the log; the batch below
    // animates `events` alone. Without one (an older host) the log goes on from where it was.
    if (msg?.full === true && msg.history) this.log = msg.history.map((event) => ({ seq, event }));
    else this.log = (fresh ? [] : this.log).concat(events.map((event) => ({ seq, event })));
    this.shownView = game.view;
    this.shownMoveNo = game.moveNo;
    this.shownTable = me.tableId;
    this.shownSeat = seat;
    this.shownOver = game.view.step === 'gameOver';
    if (!msg?.full) this.refusal = null;
    this.shown = { events, previous: fresh || msg?.full === true ? null : this.snap.view };
    this.snap = { ...this.build(c, gameId), version: this.snap.version + 1 };
    // A spectator's table is drawn from the first seat.
    const batch: Batch = { seq, events: [...events], view: game.view, viewer: me.seat ?? seatId(0) };
    this.batchListeners.emit(batch);
    this.emit();
  }

  /** Table, connection or refusal changes: rebuild the snapshot, and tell only if it changed. */
  private refresh(): void {
    const c = this.client.getSnapshot();
    const gameId = this.snap.gameId;
    const place = placeOf(c);
    if (!c.game || !place) this.shownView = null;
    // The seat is gone (left, kicked, lost): whatever comes next is a fresh game.
    if (!place) this.shownMoveNo = -1;
    const next = this.build(c, gameId);
    const s = this.snap;
    const same = next.screen === s.screen && next.view === s.view && next.viewer === s.viewer && next.actor === s.actor
      && next.refusal?.message === s.refusal?.message && sameJson(next.thinking, s.thinking) && sameJson(next.config, s.config);
    if (same) return;
    this.snap = { ...next, version: s.version + 1 };
    this.emit();
  }

  private build(c: ClientSnapshot, gameId: number): Omit<SessionSnapshot, 'version'> {
    const place = placeOf(c);
    const view = place ? this.shownView : null;
    // Back in the lobby after a game: the table is cleared, as on the local new-game screen.
    if (!view || !place || this.dismissed === gameId) return { ...EMPTY, gameId, refusal: null };
    const me = place.seat;
    const table = c.table;
    const order = awaitedInOrder(view);
    const actor = me !== null && order.includes(me) ? me : order[0] ?? null;
    const thinking = order.filter((s) => table?.seats[s]?.aiPlaying === true);
    return {
      screen: 'playing',
      config: { seats: seatsFor(view, table, me), seed: '', mode: 'lan' },
      seed: '',
      view,
      viewer: me ?? seatId(0),
      actor,
      thinking,
      refusal: this.refusal,
      gameId,
    };
  }

  private emit(): void {
    this.listeners.emit();
  }
}

/** A host's refusal as the HUD shows it: its reason key and parameters when the host sent them. */
function shownRefusal(err: unknown): ShownRefusal {
  if (!(err instanceof Error)) return { message: String(err) };
  const why = err instanceof LanError ? err.why : undefined;
  return why && isRefusalReason(why.reason) ? { message: err.message, reason: why.reason, params: why.params } : { message: err.message };
}
