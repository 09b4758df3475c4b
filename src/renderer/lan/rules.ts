/** Small pure rules of the LAN screens (unit-tested): who the start waits for, clock text. */
import type { ClockView, TableView } from '../../shared/lan/tableView';

/** Human seats the start still waits for (the owner's own click counts as ready). */
export function waitingSeats(table: TableView, mine: number): number[] {
  return table.seats.filter((s) => s.kind === 'human' && s.seat !== mine && (!s.occupied || !s.connected || !s.ready)).map((s) => s.seat);
}

/** `m:ss`, rounded up: a clock never shows 0:00 while time is left. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Milliseconds left on `c` at `now`, given the update carrying it arrived at `receivedAt`. */
export function remainingAt(c: ClockView, receivedAt: number, now: number): number {
  return Math.max(0, c.remainingMs - Math.max(0, now - receivedAt));
}

/** A failure of the LAN screens themselves, named by its translation key. */
export class LanUiError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'LanUiError';
  }
}
