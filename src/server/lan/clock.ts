/**
 * Time for the host, injectable so tests can drive holds, turn clocks and rate limits without
 * waiting. Zero-delay work (AI replies) does not go through here: see `defer`.
 */
export type Cancel = () => void;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): Cancel;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const handle = setTimeout(fn, ms);
    // A pending hold or turn clock must never keep a headless host or a test process alive.
    handle.unref();
    return () => clearTimeout(handle);
  },
};

/** Runs `fn` after the current I/O turn, so a burst of frames is handled before the AI replies. */
export function defer(fn: () => void): Cancel {
  const handle = setImmediate(fn);
  return () => clearImmediate(handle);
}

/** A clock that only moves when told: `advance(ms)` fires every timer due by then, in order. */
export class ManualClock implements Clock {
  private time: number;
  private timers: { at: number; seq: number; fn: () => void }[] = [];
  private seq = 0;

  constructor(start = 1_700_000_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): Cancel {
    const timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = until;
  }

  pending(): number {
    return this.timers.length;
  }
}
