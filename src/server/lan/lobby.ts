/**
 * Seat and lobby operations on a table: join, resume, leave, kick, seats, options, ready, names,
 * start and chat. Each returns null on success or the error to send back.
 */
import { seatId } from '../../engine/kit/ids';
import type { BotLevel as BotKind } from '../../engine/kit/module';
import type { ClientMessageOf, TableOptionsPatch } from '../../shared/lan/clientMessages';
import type { ErrorCode } from '../../shared/lan/errors';
import { CLOSE_CODES, LIMITS } from '../../shared/lan/protocol';
import { plainText } from '../../shared/lan/sanitize';
import type { SeatKind } from '../../shared/lan/tableView';
import type { Conn } from './conn';
import { digestPassword, digestToken, newToken, tokenMatches, type PasswordDigest } from './secrets';
import type { Table } from './table';
import { aiName, isOpen, passOwnership, releaseSeat, type SeatSlot } from './tableModel';

/** `reason`: the game's own refusal code, for a refused move; `why` and `params`: its reason key and parameters, for clients to translate. */
export interface Failure { code: ErrorCode; message: string; reason?: string; why?: string; params?: Readonly<Record<string, string | number>> }
const fail = (code: ErrorCode, message: string): Failure => ({ code, message });

function cleanName(raw: string): string | Failure {
  const name = plainText(raw, LIMITS.name);
  return name === '' ? fail('malformed', 'A name needs at least one visible character') : name;
}

/**
 * Seats a newcomer; `id` is the request to answer with `joined`. The table password is checked
 * before this (off the event loop, with lockouts: see the router).
 */
export function join(table: Table, conn: Conn, msg: ClientMessageOf<'join'>): Failure | null {
  if (conn.seat !== null) return fail('alreadySeated', 'Leave your seat before taking another');
  if (msg.ownerKey !== undefined && !tokenMatches(msg.ownerKey, table.ownerKeyDigest)) {
    return fail('badToken', 'Wrong owner key');
  }
  const name = cleanName(msg.name);
  if (typeof name !== 'string') return name;
  const open = table.active.filter(isOpen);
  const slot = msg.seat === undefined ? open[0] : open.find((s) => s.seat === msg.seat);
  if (!slot) return msg.seat === undefined ? fail('tableFull', 'No open seat at this table') : fail('seatTaken', `Seat ${msg.seat + 1} is not open`);
  const owner = msg.ownerKey !== undefined;
  if (owner) for (const s of table.seats) s.owner = false;
  const token = newToken();
  Object.assign(slot, { name, ready: false, tokenDigest: digestToken(token), owner });
  table.attach(conn, slot);
  conn.reply({ type: 'joined', id: msg.id, tableId: table.id, seat: slot.seat, token, owner });
  table.welcomeMember(conn);
  table.notice('joined', slot);
  table.seatsChanged();
  return null;
}

/** Gives a held (or released but untaken) seat back to the holder of its token. */
export function resume(table: Table, conn: Conn, msg: ClientMessageOf<'resume'>): Failure | null {
  // Compare against every seat (constant time each) so timing does not tell which seat matched.
  const matches = table.active.map((s) => (s.kind === 'human' && tokenMatches(msg.token, s.tokenDigest) ? s : null));
  const slot = matches.find((s): s is SeatSlot => s !== null);
  if (!slot) return fail('badToken', 'This resume token does not hold a seat here');
  if (conn.seat !== null && (conn.tableId !== table.id || conn.seat !== slot.seat)) {
    return fail('alreadySeated', 'Leave your seat before resuming another');
  }
  const wasAi = table.phase === 'playing' && table.controllerOf(slot.seat) === 'ai';
  const previous = slot.conn;
  if (previous && previous !== conn) {
    // The newest connection wins: the old one is probably a half-dead socket.
    table.detach(previous);
    previous.reply({ type: 'kicked', reason: 'replaced' });
    previous.close(CLOSE_CODES.replaced, 'Replaced by a newer connection');
  }
  table.attach(conn, slot);
  conn.reply({ type: 'joined', id: msg.id, tableId: table.id, seat: slot.seat, token: msg.token, owner: slot.owner });
  table.welcomeMember(conn);
  table.notice(wasAi ? 'handedBack' : 'returned', slot);
  table.seatsChanged();
  return null;
}

/**
 * Frees the seat of `slot` (leave or kick): in a game the AI plays it until someone takes it.
 * An owner's leaving hands the table to the next seated player, so it can still start.
 */
function vacate(table: Table, slot: SeatSlot): void {
  if (slot.conn) table.detach(slot.conn);
  passOwnership(table.active, slot);
  releaseSeat(slot);
}

export function leave(table: Table, conn: Conn, slot: SeatSlot): Failure | null {
  table.notice('left', slot);
  vacate(table, slot);
  table.detach(conn);
  // A lobby opened over the wire and left empty by everyone goes at once (no idle wait): one
  // client cannot pile up empty tables by creating and leaving them.
  if (table.creator !== null && table.phase === 'lobby' && table.empty) {
    table.deps.dispose(table);
    return null;
  }
  table.seatsChanged();
  return null;
}

export function kick(table: Table, by: SeatSlot, seat: number): Failure | null {
  const target = table.slot(seat);
  if (!target || target.kind !== 'human' || target.tokenDigest === null) return fail('notSeated', 'Nobody sits there');
  if (target === by) return fail('notOwner', 'The owner cannot kick themselves; leave instead');
  const conn = target.conn;
  table.notice('kicked', target);
  vacate(table, target);
  if (conn) {
    table.banKicked(conn.ip);
    conn.reply({ type: 'kicked', reason: 'kicked' });
    conn.close(CLOSE_CODES.kicked, 'Kicked by the table owner');
  }
  table.seatsChanged();
  return null;
}

export function configureSeat(table: Table, seat: number, kind: SeatKind, level: BotKind | undefined): Failure | null {
  if (table.phase === 'playing') return fail('wrongPhase', 'Seats change between games');
  const slot = table.slot(seat);
  if (!slot) return fail('malformed', `This table has ${table.options.seats} seats`);
  if (level !== undefined && !table.botLevels().includes(level)) return fail('unknownBot', `No ${level} AI on this host`);
  if (kind === 'ai' && slot.tokenDigest !== null) return fail('seatTaken', 'Kick the player before giving the seat to an AI');
  if (level !== undefined) slot.level = level;
  if (kind !== slot.kind) {
    slot.kind = kind;
    slot.name = kind === 'ai' ? aiName(slot.seat) : '';
    slot.ready = kind === 'ai';
  }
  table.seatsChanged();
  return null;
}

/** `password` is the new password's digest, made beforehand off the event loop (host tables: here). */
export function setOptions(table: Table, patch: TableOptionsPatch, password?: PasswordDigest): Failure | null {
  const o = { ...table.options };
  if (patch.name !== undefined) {
    o.name = plainText(patch.name, LIMITS.tableName);
    if (o.name === '') return fail('malformed', 'A table name needs at least one visible character');
  }
  if (patch.seats !== undefined && patch.seats !== o.seats) {
    if (table.phase === 'playing') return fail('wrongPhase', 'The number of seats changes between games');
    const game = table.module;
    if (patch.seats < game.minPlayers || patch.seats > game.maxPlayers) return fail('malformed', `${game.name.en} takes ${game.minPlayers} to ${game.maxPlayers} players, not ${patch.seats}`);
    if (table.seats.slice(patch.seats).some((s) => s.tokenDigest !== null)) return fail('seatTaken', 'Someone sits in a seat that would go');
    o.seats = patch.seats;
  }
  if (patch.password !== undefined) o.password = patch.password === null || patch.password === '' ? null : (password ?? digestPassword(patch.password));
  if (patch.dropPolicy !== undefined) o.dropPolicy = patch.dropPolicy;
  if (patch.holdSeconds !== undefined) o.holdSeconds = patch.holdSeconds;
  if (patch.turnClockSeconds !== undefined) o.turnClockSeconds = patch.turnClockSeconds;
  table.options = o;
  table.seatsChanged();
  return null;
}

export function setReady(table: Table, slot: SeatSlot, ready: boolean): Failure | null {
  if (table.phase === 'playing') return fail('wrongPhase', 'The game is already running');
  slot.ready = ready;
  table.seatsChanged();
  return null;
}

export function setName(table: Table, slot: SeatSlot, raw: string): Failure | null {
  const name = cleanName(raw);
  if (typeof name !== 'string') return name;
  // The engine keeps the names a game started with; the table shows the new one at once.
  slot.name = name;
  table.seatsChanged();
  return null;
}

/** The owner starts once every human seat is taken, connected and ready (the owner's click counts). */
export function start(table: Table, by: SeatSlot): Failure | null {
  if (table.phase === 'playing') return fail('wrongPhase', 'The game is already running');
  const waiting = table.active.filter((s) => s.kind === 'human' && s !== by && (s.conn === null || !s.ready));
  if (waiting.length > 0) return fail('notAllReady', `Waiting for seat ${waiting.map((s) => s.seat + 1).join(', ')}`);
  by.ready = true;
  const session = table.startGame();
  table.notice('gameStarted', null);
  table.pushTable();
  for (const s of table.active) s.conn?.send(session.snapshot());
  table.deps.persist(table);
  // AI seats may be the first to act.
  session.seatsChanged();
  return null;
}

export function chat(table: Table, slot: SeatSlot, raw: string): Failure | null {
  const text = plainText(raw, LIMITS.chat);
  if (text === '') return fail('malformed', 'Empty chat line');
  table.addChat({ seat: seatId(slot.seat), name: slot.name, text, at: table.deps.clock.now() });
  return null;
}
