/**
 * The LAN client, for the desktop app, the browser guest, tests and the bench. It speaks the
 * handshake, matches replies to requests, keeps an immutable snapshot of what it knows, and after
 * a drop reconnects with backoff and resumes its seat with the token.
 */
import type { BaseMove } from '../../engine/kit/module';
import { REGISTRY, type GameCatalog } from '../../engine/registry';
import type { BotLevel as BotKind } from '../../engine/kit/module';
import type { ClientMessage, TableOptionsPatch } from './clientMessages';
import { INITIAL_SNAPSHOT, reduce, withoutSeat, type ClientSnapshot, type ClosedReason, type LanSession } from './clientState';
import { LanError, requestFailed } from './clientErrors';
import { knowsGame, unknownGameMessage } from './games';
import { parseHostMessage, type HostMessage } from './hostMessages';
import { CLOSE_CODES, PROTOCOL_VERSION } from './protocol';
import { realTimers, type ClientSocket, type ClientTimers, type SocketFactory } from './socket';
import type { SeatKind, TableSummary } from './tableView';
import { Listeners } from '../listeners';

export interface ReconnectPolicy { initialMs: number; maxMs: number; maxAttempts: number }

export interface LanClientOptions {
  /** `ws://host:port/ws` */
  url: string;
  socketFactory: SocketFactory;
  /** The host-wide password, when the host has one. */
  password?: string;
  /** A seat to resume as soon as the connection is up (after a reload). */
  session?: LanSession | null;
  timers?: ClientTimers;
  requestTimeoutMs?: number;
  /** false: no automatic reconnect. Defaults: 250 ms doubling to 5 s, 40 attempts (about 3 min). */
  reconnect?: ReconnectPolicy | false;
  /** App-level ping so a silent host is noticed; 0 turns it off. */
  heartbeatMs?: number;
  /** The games this client can sit down to: the registry's, or a test's catalog. */
  catalog?: GameCatalog;
}

type Body = ClientMessage extends infer M ? (M extends ClientMessage ? Omit<M, 'id'> : never) : never;
interface Pending { resolve(msg: HostMessage): void; reject(err: LanError): void; cancel(): void }

const DEFAULT_RECONNECT: ReconnectPolicy = { initialMs: 250, maxMs: 5000, maxAttempts: 40 };

export class LanClient {
  /** The games this client knows (a table of another is refused, and said so). */
  get catalog(): GameCatalog {
    return this.options.catalog ?? REGISTRY;
  }

  private snapshot: ClientSnapshot;
  private socket: ClientSocket | null = null;
  private readonly listeners = new Listeners();
  private readonly messageListeners = new Listeners<[HostMessage]>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private attempts = 0;
  private stopTimers: (() => void)[] = [];
  private stopHeartbeat: (() => void) | null = null;
  /** Set by close(): a closed client stays closed until connect() is called again. */
  private reconnectOff = false;
  private lastReceived = 0;
  /** The table password a spectator gave, to watch again after a reconnect. */
  private watchPassword: string | undefined;
  private readonly timers: ClientTimers;
  private readonly reconnectPolicy: ReconnectPolicy | false;

  constructor(private readonly options: LanClientOptions) {
    this.timers = options.timers ?? realTimers;
    this.reconnectPolicy = options.reconnect ?? DEFAULT_RECONNECT;
    this.snapshot = { ...INITIAL_SNAPSHOT, session: options.session ?? null };
  }

  getSnapshot = (): ClientSnapshot => this.snapshot;

  /** Called after every snapshot change (the useSyncExternalStore contract). */
  subscribe = (listener: () => void): (() => void) => {
    return this.listeners.add(listener);
  };

  /** Every host message in order, e.g. `game` events for the table's animations. */
  onMessage(listener: (msg: HostMessage) => void): () => void {
    return this.messageListeners.add(listener);
  }

  /** Opens the connection, says hello and resumes the session given in the options, if any. */
  async connect(): Promise<void> {
    if (this.socket) return;
    // A manual connect replaces any reconnect attempt that is waiting for its turn.
    this.clearTimers();
    this.reconnectOff = false;
    this.update({ status: 'connecting', closedReason: null });
    await this.open();
    this.attempts = 0;
    await this.resumeHeld();
  }

  listTables = async (): Promise<TableSummary[]> => {
    const r = await this.request({ type: 'listTables' });
    return r.type === 'tables' ? r.tables : [];
  };

  /** `game`: a registry id; omitted = the host's game (Mirianth Wars unless the host says otherwise). */
  createTable = (table: string, seats: number, name: string, password?: string, game?: string): Promise<LanSession> =>
    this.seatRequest({ type: 'createTable', table, seats, name, ...(password ? { password } : {}), ...(game ? { game } : {}) });

  join = (tableId: string, name: string, extra: { password?: string; seat?: number; ownerKey?: string } = {}): Promise<LanSession> =>
    this.seatRequest({ type: 'join', tableId, name, ...extra });

  /** Watches a table as a spectator (any phase); `join` the same table later to take a free seat. */
  watch = async (tableId: string, name: string, password?: string): Promise<void> => {
    this.watchPassword = password;
    await this.request({ type: 'watch', tableId, name, ...(password ? { password } : {}) });
  };

  resume = (session: Pick<LanSession, 'tableId' | 'token'>): Promise<LanSession> =>
    this.seatRequest({ type: 'resume', tableId: session.tableId, token: session.token });

  leave = async (): Promise<void> => {
    await this.request({ type: 'leave' });
    this.update(withoutSeat(this.snapshot));
  };

  setName = (name: string): Promise<void> => this.command({ type: 'setName', name });
  ready = (ready: boolean): Promise<void> => this.command({ type: 'ready', ready });
  chat = (text: string): Promise<void> => this.command({ type: 'chat', text });
  configureSeat = (seat: number, kind: SeatKind, level?: BotKind): Promise<void> =>
    this.command({ type: 'configureSeat', seat, kind, ...(level ? { level } : {}) });
  setOptions = (options: TableOptionsPatch): Promise<void> => this.command({ type: 'setOptions', options });
  kick = (seat: number): Promise<void> => this.command({ type: 'kick', seat });
  start = (): Promise<void> => this.command({ type: 'start' });
  ping = (): Promise<void> => this.command({ type: 'ping' });

  /**
   * Resolves when the host has applied the move (its acked `game` update has arrived), with the
   * number the move got in the game's move list.
   */
  move = async (move: BaseMove): Promise<number> => {
    const r = await this.request({ type: 'move', move });
    return r.type === 'game' ? r.moveNo : -1;
  };

  /** Closes for good: no reconnect. The session stays in the snapshot for a later resume. */
  close(): void {
    this.reconnectOff = true;
    this.clearTimers();
    this.socket?.close(1000, 'Client closed');
    this.socket = null;
    this.failPending(new LanError('disconnected', 'Client closed'));
    this.update({ status: 'closed', closedReason: 'closed' });
  }

  private update(patch: Partial<ClientSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.emit();
  }

  private open(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let opened = false;
      let greeted = false;
      const socket = this.options.socketFactory(this.options.url, {
        open: () => {
          opened = true;
          this.lastReceived = this.timers.now();
          const hello: Body = { type: 'hello', v: PROTOCOL_VERSION, ...(this.options.password ? { password: this.options.password } : {}) };
          this.request(hello).then(() => {
            greeted = true;
            this.startHeartbeat();
            resolve();
          }, reject);
        },
        message: (data) => { if (this.socket === socket) this.receive(data); },
        close: (code) => {
          if (this.socket !== socket) return;
          this.socket = null;
          this.clearTimers();
          this.failPending(new LanError('disconnected', `Connection closed (${code})`));
          if (!greeted) reject(new LanError('disconnected', opened ? `Closed during the handshake (${code})` : 'Host unreachable'));
          this.lost(code, greeted);
        },
      });
      this.socket = socket;
    });
  }

  private lost(code: number, wasOpen: boolean): void {
    const s = this.snapshot;
    const byCode: ClosedReason | null = code === CLOSE_CODES.versionMismatch ? 'versionMismatch'
      : code === CLOSE_CODES.kicked ? 'kicked' : code === CLOSE_CODES.replaced ? 'replaced' : null;
    const final = s.closedReason === 'kicked' || s.closedReason === 'replaced' || byCode !== null || this.reconnectOff;
    const policy = this.reconnectPolicy;
    if (final || policy === false || (!wasOpen && this.attempts === 0) || this.attempts >= (policy ? policy.maxAttempts : 0)) {
      const reason = s.closedReason ?? byCode ?? (this.attempts > 0 ? 'gaveUp' : wasOpen ? 'closed' : 'unreachable');
      if (byCode === 'kicked' || byCode === 'replaced') this.snapshot = withoutSeat(this.snapshot);
      this.update({ status: 'closed', closedReason: reason });
      return;
    }
    this.update({ status: 'reconnecting' });
    const delay = Math.min(policy.maxMs, policy.initialMs * 2 ** this.attempts);
    this.attempts += 1;
    this.stopTimers = [this.timers.setTimeout(() => {
      this.open().then(() => {
        this.attempts = 0;
        return this.resumeHeld();
      }).catch(() => undefined);
    }, delay)];
  }

  private async resumeHeld(): Promise<void> {
    const session = this.snapshot.session;
    const watching = this.snapshot.watching;
    if (!session && watching) return this.rewatch(watching.tableId, watching.name);
    if (!session) return;
    try {
      await this.resume(session);
      this.update({ status: 'open' });
    } catch (err) {
      if (!(err instanceof LanError) || err.code === 'disconnected') return;
      // The seat is gone (kicked, token refused, table closed): start over from the join screen.
      if (err.code !== 'timeout') this.update(withoutSeat(this.snapshot));
      this.update({ status: 'open' });
    }
  }

  /** A spectator back after a drop watches again (nothing was held for them). */
  private async rewatch(tableId: string, name: string): Promise<void> {
    try {
      await this.watch(tableId, name, this.watchPassword);
    } catch (err) {
      if (err instanceof LanError && err.code === 'disconnected') return;
      if (!(err instanceof LanError) || err.code !== 'timeout') this.update(withoutSeat(this.snapshot));
    }
    this.update({ status: 'open' });
  }

  private receive(data: string): void {
    this.lastReceived = this.timers.now();
    const msg = parseHostMessage(data, this.catalog);
    if (!msg) return;
    if (msg.type === 'table' && !knowsGame(msg.table.game, this.catalog)) return this.refuseTable(msg.table.game);
    this.snapshot = reduce(this.snapshot, msg, this.options.url, this.timers.now());
    const id = msg.type === 'game' ? msg.ack : 'id' in msg ? msg.id : undefined;
    const waiting = id === undefined ? undefined : this.pending.get(id);
    if (waiting) {
      this.pending.delete(id ?? -1);
      waiting.cancel();
      if (msg.type === 'error') waiting.reject(requestFailed(msg));
      else waiting.resolve(msg);
    }
    this.messageListeners.emit(msg);
    this.listeners.emit();
  }

  /**
   * Seated at a table of a game this build lacks (an id the host knows and this app does not):
   * give the seat back and say why, rather than show a table it cannot draw.
   */
  private refuseTable(game: string): void {
    this.request({ type: 'leave' }).catch(() => undefined);
    this.update({ ...withoutSeat(this.snapshot), lastError: { code: 'unknownGame', message: unknownGameMessage(game) } });
  }

  private request(body: Body): Promise<HostMessage> {
    const socket = this.socket;
    if (!socket) return Promise.reject(new LanError('disconnected', 'Not connected'));
    const id = this.nextId++;
    return new Promise<HostMessage>((resolve, reject) => {
      const cancel = this.timers.setTimeout(() => {
        this.pending.delete(id);
        reject(new LanError('timeout', `No answer to ${body.type}`));
      }, this.options.requestTimeoutMs ?? 10_000);
      this.pending.set(id, { resolve, reject, cancel });
      socket.send(JSON.stringify({ ...body, id }));
    });
  }

  private async command(body: Body): Promise<void> {
    await this.request(body);
  }

  private async seatRequest(body: Body): Promise<LanSession> {
    await this.request(body);
    const session = this.snapshot.session;
    // The table came with the answer and was of a game this app lacks: the seat was given back.
    const refused = this.snapshot.lastError;
    if (!session && refused?.code === 'unknownGame') throw new LanError('unknownGame', refused.message);
    if (!session) throw new LanError('internal', 'Joined, but no session was recorded');
    return session;
  }

  private startHeartbeat(): void {
    const every = this.options.heartbeatMs ?? 10_000;
    if (every <= 0) return;
    const beat = (): void => {
      if (this.timers.now() - this.lastReceived > 3 * every) {
        // Silent host: drop the socket and let the reconnect logic take over.
        this.socket?.close(4000, 'Host silent');
        return;
      }
      this.socket?.send(JSON.stringify({ type: 'ping' }));
      this.stopHeartbeat = this.timers.setTimeout(beat, every);
    };
    this.stopHeartbeat = this.timers.setTimeout(beat, every);
  }

  private clearTimers(): void {
    for (const stop of this.stopTimers) stop();
    this.stopTimers = [];
    this.stopHeartbeat?.();
    this.stopHeartbeat = null;
  }

  private failPending(err: LanError): void {
    for (const p of this.pending.values()) {
      p.cancel();
      p.reject(err);
    }
    this.pending.clear();
  }
}
