/**
 * Incoming frames: rate limit, size/JSON/schema checks, handshake, then one handler per message
 * type. Malformed or unknown input gets `{ type: 'error', code, message }` and the connection
 * stays usable; only repeated abuse (floods, password guessing) closes it.
 */
import {
  CLIENT_MESSAGE_TYPES, clientMessageSchema, type ClientMessage, type ClientMessageOf, type ClientMessageType,
} from '../../shared/lan/clientMessages';
import type { ErrorCode } from '../../shared/lan/errors';
import { CLOSE_CODES, PROTOCOL_VERSION } from '../../shared/lan/protocol';
import type { AuthGuard } from './authGuard';
import type { Conn } from './conn';
import * as lobby from './lobby';
import { SPECTATOR_REFUSAL, spectatorChat, stopWatching, watch } from './spectators';
import { digestPasswordAsync, PasswordQueueFull, passwordMatchesAsync, type PasswordDigest } from './secrets';
import type { Table } from './table';
import type { SeatSlot } from './tableModel';

export interface HostContext {
  serverName: string;
  hostPassword: PasswordDigest | null;
  now(): number;
  /** True once the host is shutting down: frames still in flight are ignored. */
  closing(): boolean;
  tables: ReadonlyMap<string, Table>;
  guard: AuthGuard;
  /** Why `conn` may not open a table now (host policy, table limits), or null. */
  mayCreate(conn: Conn): lobby.Failure | null;
  /** `game`: a registry id (default: the host's game); an unknown one or a bad seat count is a Failure. */
  createTable(name: string, seats: number, password: PasswordDigest | null, creator: Conn, game?: string): { table: Table; ownerKey: string } | lobby.Failure;
}

/** Consecutive refused frames before a flooding connection is closed. */
const MAX_THROTTLED = 200;
/** Wrong passwords or tokens before the connection is closed. */
const MAX_BAD_AUTH = 5;

function error(conn: Conn, code: ErrorCode, message: string, id?: number, reason?: string, detail?: Pick<lobby.Failure, 'why' | 'params'>): void {
  conn.reply({
    type: 'error', code, message, ...(id === undefined ? {} : { id }), ...(reason === undefined ? {} : { reason }),
    ...(detail?.why === undefined ? {} : { why: detail.why }), ...(detail?.params === undefined ? {} : { params: { ...detail.params } }),
  });
}

function fail(conn: Conn, f: lobby.Failure | null, id: number | undefined): void {
  if (f === null) {
    conn.reply({ type: 'ok', ...(id === undefined ? {} : { id }) });
    return;
  }
  if (f.code === 'badPassword' || f.code === 'badToken' || f.code === 'tooManyAttempts') {
    conn.badAuth += 1;
    if (conn.badAuth >= MAX_BAD_AUTH) {
      error(conn, f.code, `${f.message}; too many attempts`, id);
      conn.close(CLOSE_CODES.abuse, 'Too many failed attempts');
      return;
    }
  }
  error(conn, f.code, f.message, id, f.reason, f);
}

function idOf(raw: Record<string, unknown>): number | undefined {
  const id = raw['id'];
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id <= 2 ** 31 ? id : undefined;
}

/** The request id of a frame, read only for small frames (used when the frame is refused unread). */
function peekId(data: string | null): number | undefined {
  if (data === null || data.length > 4096) return undefined;
  try {
    const raw: unknown = JSON.parse(data);
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? idOf(raw as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Handles one frame; a promise when it waits on a password check (the caller keeps frames in order). */
export function handleFrame(ctx: HostContext, conn: Conn, data: string | null): void | Promise<void> {
  if (ctx.closing()) return;
  conn.lastSeen = ctx.now();
  if (!conn.bucket.take()) {
    // Every refused request is answered (so clients never wait on a lost reply), and a client
    // that keeps flooding is cut after MAX_THROTTLED in a row: the replies stay bounded.
    conn.throttled += 1;
    if (conn.throttled > MAX_THROTTLED) conn.close(CLOSE_CODES.abuse, 'Too many messages');
    else error(conn, 'rateLimited', 'Too many messages; slow down', peekId(data));
    return;
  }
  conn.throttled = 0;
  if (data === null) return error(conn, 'malformed', 'Binary frames are not part of the protocol');
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return error(conn, 'malformed', 'Not JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return error(conn, 'malformed', 'A message is a JSON object');
  const record = raw as Record<string, unknown>;
  const type = record['type'];
  const id = idOf(record);
  if (typeof type !== 'string') return error(conn, 'malformed', 'A message needs a string "type"', id);
  if (!(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return error(conn, 'unknownType', `Unknown message type "${type.slice(0, 40)}"`, id);
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return error(conn, 'malformed', `Malformed ${type}${where}: ${issue?.message ?? 'invalid'}`, id);
  }
  const msg = parsed.data;
  if (!conn.greeted && msg.type !== 'hello' && msg.type !== 'ping') return error(conn, 'helloRequired', 'Say hello first', id);
  return dispatch(ctx, conn, msg);
}

const busy = (): lobby.Failure => ({ code: 'tooManyAttempts', message: new PasswordQueueFull().message });

/**
 * A password check that costs the host nothing while this address must wait (authGuard.ts), and
 * runs scrypt off the event loop otherwise; the attempt counts from before the check starts.
 * Answers the failure itself; true when it matched.
 */
async function passwordOk(ctx: HostContext, conn: Conn, target: string, given: string | undefined, stored: PasswordDigest, id: number | undefined, what: string): Promise<boolean> {
  if (given === undefined) {
    fail(conn, { code: 'badPassword', message: `${what} needs a password` }, id);
    return false;
  }
  const lane = ctx.guard.hasFailed(conn.ip) ? 'later' : 'first';
  const wait = ctx.guard.begin(conn.ip, target);
  if (wait > 0) {
    fail(conn, { code: 'tooManyAttempts', message: `Too many wrong passwords; try again in ${Math.ceil(wait / 1000)} s` }, id);
    return false;
  }
  let ok: boolean;
  try {
    ok = await passwordMatchesAsync(given, stored, lane);
  } catch (err) {
    // Refused unchecked (queue full) or broken: the reserved attempt counts as neither.
    ctx.guard.settle(conn.ip, target, null);
    if (!(err instanceof PasswordQueueFull)) throw err;
    fail(conn, busy(), id);
    return false;
  }
  ctx.guard.settle(conn.ip, target, ok);
  // The connection may have gone (or the host begun closing) while scrypt ran.
  if (!conn.open || ctx.closing()) return false;
  if (!ok) {
    fail(conn, { code: 'badPassword', message: `Wrong ${what.toLowerCase()} password` }, id);
    return false;
  }
  return true;
}

/** A new password's digest made off the event loop; null (answered) when the host is too busy. */
async function digestFor(ctx: HostContext, conn: Conn, password: string, id: number | undefined): Promise<PasswordDigest | null> {
  try {
    const d = await digestPasswordAsync(password, undefined, ctx.guard.hasFailed(conn.ip) ? 'later' : 'first');
    return conn.open ? d : null;
  } catch (err) {
    if (!(err instanceof PasswordQueueFull)) throw err;
    fail(conn, busy(), id);
    return null;
  }
}

type Handler<T extends ClientMessageType> = (ctx: HostContext, conn: Conn, msg: ClientMessageOf<T>) => void | Promise<void>;
type SeatedHandler<T extends ClientMessageType> = (table: Table, slot: SeatSlot, conn: Conn, msg: ClientMessageOf<T>) => lobby.Failure | null;

/** Wraps a handler that needs a seat (and, with `owner`, the table's ownership). */
function seated<T extends ClientMessageType>(handler: SeatedHandler<T>, owner = false): Handler<T> {
  return (ctx, conn, msg) => {
    const table = conn.tableId === null ? undefined : ctx.tables.get(conn.tableId);
    const slot = table?.slotOf(conn);
    if (table && conn.watching) return fail(conn, SPECTATOR_REFUSAL, msg.id);
    if (!table || !slot) return fail(conn, { code: 'notSeated', message: 'Join a table first' }, msg.id);
    if (owner && !slot.owner) return fail(conn, { code: 'notOwner', message: 'Only the table owner can do that' }, msg.id);
    const result = handler(table, slot, conn, msg);
    // Moves answer through their acked `game` update; everything else gets ok or an error.
    if (result !== null || msg.type !== 'move') fail(conn, result, msg.id);
  };
}

function tableFor(ctx: HostContext, conn: Conn, tableId: string, id: number | undefined): Table | undefined {
  const table = ctx.tables.get(tableId);
  if (!table) fail(conn, { code: 'noSuchTable', message: 'No such table on this host' }, id);
  return table;
}

/** A spectator may take a seat at the table they watch, but must leave it before going elsewhere. */
function watchingElsewhere(conn: Conn, tableId: string | null): lobby.Failure | null {
  return conn.watching && conn.tableId !== tableId ? { code: 'alreadySeated', message: 'You are watching another table; leave it first' } : null;
}

function greet(ctx: HostContext, conn: Conn, id: number | undefined): void {
  conn.greeted = true;
  conn.setHelloTimer(null);
  conn.reply({ type: 'welcome', id, v: PROTOCOL_VERSION, server: ctx.serverName });
}

function joinChecked(ctx: HostContext, conn: Conn, table: Table, msg: ClientMessageOf<'join'>): void {
  // Re-checked after any wait: the table may have gone meanwhile.
  if (ctx.tables.get(table.id) !== table) return fail(conn, { code: 'noSuchTable', message: 'No such table on this host' }, msg.id);
  const f = lobby.join(table, conn, msg);
  if (f) fail(conn, f, msg.id);
}

function openTable(ctx: HostContext, conn: Conn, msg: ClientMessageOf<'createTable'>, password: PasswordDigest | null): void {
  if (conn.seat !== null) return fail(conn, { code: 'alreadySeated', message: 'Leave your seat before creating a table' }, msg.id);
  const made = ctx.createTable(msg.table, msg.seats, password, conn, msg.game);
  if ('code' in made) return fail(conn, made, msg.id);
  const f = lobby.join(made.table, conn, { type: 'join', id: msg.id, tableId: made.table.id, name: msg.name, ownerKey: made.ownerKey });
  if (f) fail(conn, f, msg.id);
}

const HANDLERS: { [T in ClientMessageType]: Handler<T> } = {
  hello(ctx, conn, msg) {
    if (msg.v !== PROTOCOL_VERSION) {
      error(conn, 'versionMismatch', `This host speaks protocol ${PROTOCOL_VERSION}, not ${msg.v}`, msg.id);
      conn.close(CLOSE_CODES.versionMismatch, 'Protocol version mismatch');
      return;
    }
    const stored = ctx.hostPassword;
    if (stored === null) return greet(ctx, conn, msg.id);
    return passwordOk(ctx, conn, 'host', msg.password, stored, msg.id, 'Host').then((ok) => {
      if (ok) greet(ctx, conn, msg.id);
    });
  },
  ping: (_ctx, conn, msg) => conn.reply({ type: 'pong', id: msg.id }),
  listTables: (ctx, conn, msg) => conn.reply({ type: 'tables', id: msg.id, tables: [...ctx.tables.values()].map((t) => t.summary()) }),
  createTable(ctx, conn, msg) {
    if (conn.seat !== null) return fail(conn, { code: 'alreadySeated', message: 'Leave your seat before creating a table' }, msg.id);
    const elsewhere = watchingElsewhere(conn, null);
    if (elsewhere) return fail(conn, elsewhere, msg.id);
    const refused = ctx.mayCreate(conn);
    if (refused) return fail(conn, refused, msg.id);
    if (!msg.password) return openTable(ctx, conn, msg, null);
    return digestFor(ctx, conn, msg.password, msg.id).then((digest) => {
      if (digest) openTable(ctx, conn, msg, digest);
    });
  },
  join(ctx, conn, msg) {
    const table = tableFor(ctx, conn, msg.tableId, msg.id);
    if (!table) return;
    if (conn.seat !== null) return fail(conn, { code: 'alreadySeated', message: 'Leave your seat before taking another' }, msg.id);
    const elsewhere = watchingElsewhere(conn, table.id);
    if (elsewhere) return fail(conn, elsewhere, msg.id);
    const banned = table.bannedFor(conn.ip);
    if (banned > 0) return fail(conn, { code: 'kickedRecently', message: `You were kicked from this table; try again in ${Math.ceil(banned / 60_000)} min` }, msg.id);
    const stored = table.options.password;
    if (stored === null) return joinChecked(ctx, conn, table, msg);
    return passwordOk(ctx, conn, `table:${table.id}`, msg.password, stored, msg.id, 'Table').then((ok) => {
      if (ok) joinChecked(ctx, conn, table, msg);
    });
  },
  resume(ctx, conn, msg) {
    const table = tableFor(ctx, conn, msg.tableId, msg.id);
    const f = table ? watchingElsewhere(conn, table.id) ?? lobby.resume(table, conn, msg) : null;
    if (f) fail(conn, f, msg.id);
  },
  watch(ctx, conn, msg) {
    const table = tableFor(ctx, conn, msg.tableId, msg.id);
    if (!table) return;
    const banned = table.bannedFor(conn.ip);
    if (banned > 0) return fail(conn, { code: 'kickedRecently', message: `You were kicked from this table; try again in ${Math.ceil(banned / 60_000)} min` }, msg.id);
    const stored = table.options.password;
    // Re-checked after the password wait: the table may have gone meanwhile.
    const go = (): void => {
      if (ctx.tables.get(table.id) !== table) return fail(conn, { code: 'noSuchTable', message: 'No such table on this host' }, msg.id);
      const f = watch(table, conn, msg);
      if (f) fail(conn, f, msg.id);
    };
    if (stored === null) return go();
    return passwordOk(ctx, conn, `table:${table.id}`, msg.password, stored, msg.id, 'Table').then((ok) => {
      if (ok) go();
    });
  },
  leave(ctx, conn, msg) {
    const table = conn.tableId === null ? undefined : ctx.tables.get(conn.tableId);
    if (table && conn.watching) {
      stopWatching(table, conn);
      return fail(conn, null, msg.id);
    }
    return seated<'leave'>((t, slot, c) => lobby.leave(t, c, slot))(ctx, conn, msg);
  },
  setName: seated((table, slot, _conn, msg) => lobby.setName(table, slot, msg.name)),
  ready: seated((table, slot, _conn, msg) => lobby.setReady(table, slot, msg.ready)),
  chat(ctx, conn, msg) {
    const table = conn.tableId === null ? undefined : ctx.tables.get(conn.tableId);
    if (table && conn.watching) return fail(conn, spectatorChat(table, conn, msg.text), msg.id);
    return seated<'chat'>((t, slot, _c, m) => lobby.chat(t, slot, m.text))(ctx, conn, msg);
  },
  configureSeat: seated((table, _slot, _conn, msg) => lobby.configureSeat(table, msg.seat, msg.kind, msg.level), true),
  setOptions(ctx, conn, msg) {
    const apply = (digest?: PasswordDigest): void => {
      void seated<'setOptions'>((table, _s, _c, m) => lobby.setOptions(table, m.options, digest), true)(ctx, conn, msg);
    };
    const pw = msg.options.password;
    if (typeof pw !== 'string' || pw === '') return apply();
    // Only a table's owner may make the host hash a password: everyone else is refused first.
    const table = conn.tableId === null ? undefined : ctx.tables.get(conn.tableId);
    if (!table || conn.watching || table.slotOf(conn)?.owner !== true) return apply();
    return digestFor(ctx, conn, pw, msg.id).then((digest) => {
      if (digest) apply(digest);
    });
  },
  kick: seated((table, slot, _conn, msg) => lobby.kick(table, slot, msg.seat), true),
  start: seated((table, slot) => lobby.start(table, slot), true),
  move: seated((table, slot, _conn, msg) => {
    if (table.phase !== 'playing' || !table.session) return { code: 'wrongPhase', message: 'No game is running' };
    const parsed = table.module.parseMove(msg.move);
    if (!parsed.ok) return { code: 'malformed', message: parsed.message };
    if (parsed.move.seat !== slot.seat) return { code: 'notYourSeat', message: `You play seat ${slot.seat}, not ${parsed.move.seat}` };
    const refusal = table.session.play(parsed.move, msg.id ?? null);
    return refusal && { code: 'moveRefused', message: refusal.message, reason: refusal.code, why: refusal.reason, ...(refusal.params ? { params: refusal.params } : {}) };
  }),
};

function dispatch(ctx: HostContext, conn: Conn, msg: ClientMessage): void | Promise<void> {
  return (HANDLERS[msg.type] as Handler<typeof msg.type>)(ctx, conn, msg);
}
