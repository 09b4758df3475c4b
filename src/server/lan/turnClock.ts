/**
 * The optional per-decision turn clock. A decision starts when a human-controlled seat becomes
 * awaited and ends when that seat moves or stops being awaited; when time runs out, the AI makes
 * that one decision for the seat.
 */
import type { SeatId } from '../../engine/kit/ids';
import type { ClockView } from '../../shared/lan/tableView';
import type { Cancel, Clock } from './clock';

interface Deadline { at: number; totalMs: number; cancel: Cancel }

export class TurnClock {
  private deadlines = new Map<SeatId, Deadline>();

  constructor(
    private readonly clock: Clock,
    private readonly seconds: () => number | null,
    private readonly onExpire: (seat: SeatId) => void,
  ) {}

  /** Brings the deadlines in line with who is awaited now; `moved` ends that seat's decision. */
  sync(awaiting: readonly SeatId[], timed: (seat: SeatId) => boolean, moved: SeatId | null): void {
    if (moved !== null) this.clear(moved);
    for (const seat of [...this.deadlines.keys()]) {
      if (!awaiting.includes(seat) || !timed(seat)) this.clear(seat);
    }
    const seconds = this.seconds();
    if (seconds === null) return;
    for (const seat of awaiting) {
      if (this.deadlines.has(seat) || !timed(seat)) continue;
      const totalMs = seconds * 1000;
      const cancel = this.clock.setTimeout(() => {
        this.deadlines.delete(seat);
        this.onExpire(seat);
      }, totalMs);
      this.deadlines.set(seat, { at: this.clock.now() + totalMs, totalMs, cancel });
    }
  }

  view(): ClockView[] {
    const now = this.clock.now();
    return [...this.deadlines.entries()].map(([seat, d]) => ({ seat, remainingMs: Math.max(0, d.at - now), totalMs: d.totalMs }));
  }

  clear(seat?: SeatId): void {
    for (const [s, d] of this.deadlines) {
      if (seat !== undefined && s !== seat) continue;
      d.cancel();
      this.deadlines.delete(s);
    }
  }
}
