/**
 * Spectators (issue 14): a late friend watches a table without a seat. They get what the wire
 * filter gives a connection with no seat that watches: the game's view for nobody
 * (`module.view(state, null)`: no hands, bids, peeks or face-down tiles), the events as nobody may
 * see them, the table and the chat. They may chat, never move, and take a free seat with `join`.
 */
import type { ClientMessageOf } from '../../shared/lan/clientMessages';
import { LIMITS } from '../../shared/lan/protocol';
import { plainText } from '../../shared/lan/sanitize';
import type { Conn } from './conn';
import type { Failure } from './lobby';
import type { Table } from './table';

const fail = (code: Failure['code'], message: string): Failure => ({ code, message });

/** The spectator's display name, kept on the connection for chat lines. */
const names = new WeakMap<Conn, string>();

/** Starts watching `table` (its password, if any, was checked before). */
export function watch(table: Table, conn: Conn, msg: ClientMessageOf<'watch'>): Failure | null {
  if (conn.seat !== null) return fail('alreadySeated', 'Leave your seat before watching a table');
  if (conn.watching) return fail('alreadySeated', 'You are watching a table already; leave it first');
  const name = plainText(msg.name, LIMITS.name);
  if (name === '') return fail('malformed', 'A name needs at least one visible character');
  if (table.spectators.size >= LIMITS.spectators) return fail('tableFull', `This table has ${LIMITS.spectators} spectators already`);
  names.set(conn, name);
  conn.tableId = table.id;
  conn.watching = true;
  table.spectators.add(conn);
  conn.reply({ type: 'watching', id: msg.id, tableId: table.id, name });
  table.welcomeMember(conn);
  // Everyone's table shows how many watch, and the players learn who came to watch.
  table.pushTable();
  table.spectatorNotice('watching', name, conn);
  return null;
}

/** A spectator leaves (on purpose or by dropping): nothing is held for them. */
export function stopWatching(table: Table, conn: Conn): void {
  if (!table.spectators.has(conn)) return;
  table.detach(conn);
  table.pushTable();
  table.spectatorNotice('stoppedWatching', names.get(conn) ?? '', conn);
}

export function spectatorChat(table: Table, conn: Conn, raw: string): Failure | null {
  const text = plainText(raw, LIMITS.chat);
  if (text === '') return fail('malformed', 'Empty chat line');
  table.addChat({ seat: null, name: names.get(conn) ?? '', text, at: table.deps.clock.now() });
  return null;
}

/** What a spectator is told when they ask for something only a seated player may do. */
export const SPECTATOR_REFUSAL: Failure = fail('spectating', 'Spectators watch only; take a free seat to play');
