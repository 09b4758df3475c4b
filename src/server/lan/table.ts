/**
 * A table: its seats and options, its members' connections, its chat and, while playing, its
 * game session. Lobby operations live in `lobby.ts`, drops and holds in `holds.ts`.
 */
import { seats as allSeats, type SeatId } from '../../engine/kit/ids';
import type { AnyGameModule } from '../../engine/kit/module';
import { gameById } from '../../engine/registry';
import { aiFor } from '../../ai/registry';
import { LIMITS } from '../../shared/lan/protocol';
import type { ChatLine, NoticeCode, TablePhase, TableSummary, TableView } from '../../shared/lan/tableView';
import type { AiGames, AiRunner } from './aiRunner';
import type { Cancel, Clock } from './clock';
import type { Conn } from './conn';
import { GameSession, type GameSetup, type ResumedGame, type SessionHooks } from './session';
import {
  controller, emptySeat, isOpen, optionsView, seatView, type Controller, type SeatSlot, type TableOptions,
} from './tableModel';
import type { Outgoing } from './wireFilter';
import type { BotLevel } from '../../engine/kit/module';

export interface TableDeps {
  clock: Clock;
  aiDelayMs: number;
  ai: AiRunner;
  log(line: string): void;
  /** Something worth autosaving changed while a game runs. */
  persist(table: Table): void;
  /** The game ended or the table went away: its autosave is no longer needed. */
  forget(table: Table): void;
  /** Nobody was connected for the whole hold period: remove the table. */
  dispose(table: Table): void;
  /** How long a kicked player's address may not join this table again (0: no wait). */
  kickBanMs: number;
  /** Whether per-address limits apply to `ip` (loopback is exempt unless the host says otherwise). */
  limitsApply(ip: string): boolean;
  /** Where a table's game (by `options.game`) and its bots are found: the registries, or a test's catalog. */
  games: AiGames;
}

/** Who opened a table over the wire (null for the host's own tables). */
export interface Creator { connId: number; ip: string }

export class Table {
  phase: TablePhase = 'lobby';
  session: GameSession | null = null;
  /** The table's game, found once when the table opens. */
  readonly module: AnyGameModule;
  readonly seats: SeatSlot[];
  readonly chat: ChatLine[] = [];
  /** Connections watching without a seat (`spectators.ts`): they get every broadcast, as nobody's view. */
  readonly spectators = new Set<Conn>();
  private idle: Cancel | null = null;
  /** Addresses of kicked players and until when they may not join again. */
  private readonly kickBans = new Map<string, number>();

  constructor(
    readonly id: string,
    public options: TableOptions,
    readonly ownerKeyDigest: string,
    readonly deps: TableDeps,
    readonly creator: Creator | null = null,
  ) {
    this.module = gameById(options.game, deps.games.catalog);
    const levels = this.botLevels();
    this.seats = allSeats(Math.max(4, this.module.maxPlayers)).map((seat) => emptySeat(seat, levels));
  }

  /** The bot levels this table's game offers (its own AI, or the kit's). */
  botLevels(): BotLevel[] {
    return [...aiFor(this.module, this.deps.games.ais).levels];
  }

  banKicked(ip: string): void {
    if (this.deps.kickBanMs > 0 && this.deps.limitsApply(ip)) this.kickBans.set(ip, this.deps.clock.now() + this.deps.kickBanMs);
  }

  /** Milliseconds until a player kicked from `ip` may join again; 0 when they may. */
  bannedFor(ip: string): number {
    const until = this.kickBans.get(ip);
    if (until === undefined) return 0;
    const left = until - this.deps.clock.now();
    if (left <= 0) this.kickBans.delete(ip);
    return Math.max(0, left);
  }

  /** Nobody holds a human seat (connected or held). */
  get empty(): boolean {
    return this.active.every((s) => s.kind !== 'human' || s.tokenDigest === null);
  }

  get active(): SeatSlot[] {
    return this.seats.slice(0, this.options.seats);
  }

  slot(seat: number): SeatSlot | undefined {
    return seat < this.options.seats ? this.seats[seat] : undefined;
  }

  slotOf(conn: Conn): SeatSlot | undefined {
    return conn.tableId === this.id && conn.seat !== null ? this.slot(conn.seat) : undefined;
  }

  controllerOf(seat: SeatId): Controller {
    const slot = this.slot(seat);
    return slot ? controller(slot, this.options.dropPolicy) : 'ai';
  }

  view(): TableView {
    const now = this.deps.clock.now();
    const playing = this.phase === 'playing';
    return {
      id: this.id,
      game: this.options.game,
      name: this.options.name,
      phase: this.phase,
      seats: this.active.map((s) => seatView(s, playing, this.options.dropPolicy, now)),
      options: optionsView(this.options),
      botLevels: this.botLevels(),
      spectators: this.spectators.size,
    };
  }

  summary(): TableSummary {
    return {
      id: this.id,
      game: this.options.game,
      name: this.options.name,
      phase: this.phase,
      seats: this.options.seats,
      openSeats: this.active.filter(isOpen).length,
      hasPassword: this.options.password !== null,
      spectators: this.spectators.size,
    };
  }

  /** To every member (seated and watching) but `except`. */
  broadcast(out: Outgoing, except: Conn | null = null): void {
    for (const s of this.active) if (s.conn !== except) s.conn?.send(out);
    for (const c of this.spectators) if (c !== except) c.send(out);
  }

  pushTable(): void {
    this.broadcast({ kind: 'table', table: this.view() });
  }

  notice(code: NoticeCode, slot: SeatSlot | null): void {
    const notice = { code, seat: slot ? slot.seat : null, name: slot?.name ?? '', at: this.deps.clock.now() };
    this.broadcast({ kind: 'notice', notice });
  }

  /** A spectator came or went: the others are told who (the spectator needs no notice of themselves). */
  spectatorNotice(code: 'watching' | 'stoppedWatching', name: string, spectator: Conn): void {
    this.broadcast({ kind: 'notice', notice: { code, seat: null, name, at: this.deps.clock.now() } }, spectator);
  }

  addChat(line: ChatLine): void {
    this.chat.push(line);
    if (this.chat.length > LIMITS.chatHistory) this.chat.shift();
    this.broadcast({ kind: 'chat', lines: [line] });
  }

  /** Seats `conn` in `slot`: cancels any hold and makes the human the seat's controller again. */
  attach(conn: Conn, slot: SeatSlot): void {
    // A spectator taking a free seat stops watching.
    this.spectators.delete(conn);
    conn.watching = false;
    slot.cancelHold?.();
    Object.assign(slot, { conn, heldUntil: null, cancelHold: null, released: false });
    conn.tableId = this.id;
    conn.seat = slot.seat;
    this.idle?.();
    this.idle = null;
  }

  detach(conn: Conn): void {
    const slot = this.slotOf(conn);
    if (slot && slot.conn === conn) slot.conn = null;
    this.spectators.delete(conn);
    conn.watching = false;
    conn.tableId = null;
    conn.seat = null;
  }

  /** Everything a (re)joining member needs: table, full game view, chat history. */
  welcomeMember(conn: Conn): void {
    conn.send({ kind: 'table', table: this.view() });
    if (this.session) conn.send(this.session.snapshot());
    if (this.chat.length > 0) conn.send({ kind: 'chat', lines: this.chat });
  }

  /** A new game with the seated players, or (restart) the autosaved one. */
  startGame(resume?: { setup: GameSetup; game: ResumedGame }): GameSession {
    this.session?.stop();
    const hooks = this.sessionHooks();
    const players = this.active.map((s) => ({ name: s.name }));
    this.session = resume ? new GameSession(this.module, resume.setup, hooks, resume.game) : GameSession.start(this.module, players, hooks);
    this.phase = this.session.over ? 'over' : 'playing';
    return this.session;
  }

  /** A change of seats or options: tell everyone, re-time the clock, wake the AI, autosave. */
  seatsChanged(): void {
    this.pushTable();
    if (this.phase === 'playing') {
      this.session?.seatsChanged();
      this.deps.persist(this);
    }
    this.checkIdle();
  }

  /** With nobody connected, the table lives one hold period, then goes. */
  checkIdle(): void {
    if (this.active.some((s) => s.conn !== null) || this.idle) return;
    this.idle = this.deps.clock.setTimeout(() => this.deps.dispose(this), this.options.holdSeconds * 1000 + 1000);
  }

  close(): void {
    for (const c of [...this.spectators]) this.detach(c);
    this.idle?.();
    this.idle = null;
    this.session?.stop();
    for (const s of this.seats) s.cancelHold?.();
  }

  private sessionHooks(): SessionHooks {
    return {
      clock: this.deps.clock,
      aiDelayMs: this.deps.aiDelayMs,
      ai: this.deps.ai,
      aiKeyPrefix: `${this.id}:`,
      tableId: this.id,
      controllerOf: (seat) => this.controllerOf(seat),
      levelOf: (seat) => this.slot(seat)?.level ?? 'random',
      turnClockSeconds: () => this.options.turnClockSeconds,
      broadcast: (out) => this.broadcast(out),
      clockExpired: (seat) => this.notice('clockExpired', this.slot(seat) ?? null),
      committed: () => this.deps.persist(this),
      over: () => this.finishGame(),
      fault: (err) => this.deps.log(`table ${this.id}: ${err instanceof Error ? err.message : String(err)}`),
    };
  }

  private finishGame(): void {
    this.phase = 'over';
    for (const s of this.active) if (s.kind === 'human') s.ready = false;
    this.deps.forget(this);
    this.notice('gameOver', null);
    this.pushTable();
  }
}
