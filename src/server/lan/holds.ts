/**
 * Drops: a seated human's socket closed without leaving. The seat is held for the table's hold
 * period so its resume token can take it back. During a game the table's drop policy decides
 * whether play waits for them or the AI answers at once; either way the AI plays once the hold
 * runs out, and the seat becomes open to a newcomer (the old token keeps working until then).
 */
import type { Conn } from './conn';
import type { Table } from './table';
import { passOwnership, releaseSeat, type SeatSlot } from './tableModel';
import { stopWatching } from './spectators';

export function dropped(table: Table, conn: Conn): void {
  if (conn.watching) return stopWatching(table, conn);
  const slot = table.slotOf(conn);
  table.detach(conn);
  // A connection replaced by a newer one, or one that already left: nothing is held.
  if (!slot || slot.conn !== null || slot.tokenDigest === null) return;
  holdSeat(table, slot);
  table.notice('dropped', slot);
  if (table.phase === 'playing' && table.options.dropPolicy === 'ai') table.notice('aiTookOver', slot);
  table.seatsChanged();
}

/** Reserves a disconnected seat for its token holder for the table's hold period. */
export function holdSeat(table: Table, slot: SeatSlot): void {
  const { clock } = table.deps;
  const holdMs = table.options.holdSeconds * 1000;
  slot.cancelHold?.();
  slot.heldUntil = clock.now() + holdMs;
  slot.cancelHold = clock.setTimeout(() => holdExpired(table, slot.seat), holdMs);
}

function holdExpired(table: Table, seat: number): void {
  const slot = table.slot(seat);
  if (!slot || slot.conn !== null) return;
  slot.cancelHold = null;
  if (table.phase === 'playing') {
    const waited = table.options.dropPolicy === 'wait';
    slot.heldUntil = null;
    slot.released = true;
    if (waited) table.notice('aiTookOver', slot);
  } else {
    table.notice('left', slot);
    passOwnership(table.active, slot);
    releaseSeat(slot);
  }
  table.seatsChanged();
}
