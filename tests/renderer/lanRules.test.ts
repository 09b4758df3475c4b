/** Pure bits of the LAN screens: the start's waiting list, the clock's text, the stored seat. */
import { describe, expect, it } from 'vitest';
import { clockText, remainingAt, waitingSeats } from '../../src/renderer/lan/rules';
import { parseSession } from '../../src/renderer/lan/storage';
import { seatView, tableFrame } from './lanHostScript';

describe('LAN lobby and clock rules', () => {
  it('waits for open, disconnected and unready human seats, never for AIs or the owner', () => {
    const { table } = tableFrame('lobby', [
      seatView(0, { ready: false }),
      seatView(1, { occupied: false, ready: false, connected: false }),
      seatView(2, { kind: 'ai', ready: true }),
      seatView(3, { connected: false }),
    ]);
    expect(waitingSeats(table, 0)).toEqual([1, 3]);
    expect(waitingSeats({ ...table, seats: table.seats.slice(0, 1).concat(table.seats[2] ?? []) }, 0)).toEqual([]);
  });

  it('counts the clock down from the update and rounds up', () => {
    const c = { seat: 1, remainingMs: 30_000, totalMs: 60_000 };
    expect(remainingAt(c, 1000, 1000)).toBe(30_000);
    expect(remainingAt(c, 1000, 11_500)).toBe(19_500);
    expect(remainingAt(c, 1000, 99_000)).toBe(0);
    expect(remainingAt(c, 1000, 500)).toBe(30_000);
    expect(clockText(19_500)).toBe('0:20');
    expect(clockText(61_000)).toBe('1:01');
    expect(clockText(0)).toBe('0:00');
  });

  it('reads back only a well-formed stored seat', () => {
    const s = { url: 'ws://h/ws', tableId: 'a1b2c3d4e5f6', seat: 1, token: 't', owner: false };
    expect(parseSession(JSON.stringify(s))).toEqual(s);
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{')).toBeNull();
    expect(parseSession(JSON.stringify({ ...s, seat: '1' }))).toBeNull();
  });
});
