/** A token bucket per connection: bursts up to `capacity`, then `refillPerSec` messages a second. */
export interface RateLimit {
  capacity: number;
  refillPerSec: number;
}

/** Generous for people and bots (a move is one message), tight for floods. */
export const DEFAULT_RATE_LIMIT: RateLimit = { capacity: 60, refillPerSec: 30 };

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly limit: RateLimit, private readonly now: () => number) {
    this.tokens = limit.capacity;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.limit.capacity, this.tokens + ((t - this.last) / 1000) * this.limit.refillPerSec);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
