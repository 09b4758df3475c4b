/**
 * Password and token guessing across connections: failures are counted per client address and
 * per table (the host password counts as one "table"). After a few free failures each further
 * one locks that key out for a growing time (doubling up to a cap); while locked, attempts are
 * refused without even being checked, so guessing costs the host nothing. A success clears the
 * address's count. The per-connection limit (close after 5) stays on top of this.
 */
export interface AuthLimits {
  /** Failures from one address that lock it out (the first lockout comes with this one). */
  freePerIp: number;
  /** Failures against one table (from anywhere) that lock it. */
  freePerTable: number;
  /** The first lockout; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { freePerIp: 10, freePerTable: 30, baseLockMs: 2000, maxLockMs: 15 * 60_000 };

interface Entry { failures: number; lockedUntil: number; lastFailure: number }

// Entries idle this long are forgotten, and the map never grows past MAX_ENTRIES.
const FORGET_MS = 60 * 60_000;
const MAX_ENTRIES = 10_000;

export class AuthGuard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limits: AuthLimits, private readonly now: () => number) {}

  /** Milliseconds until `ip` may try against `scope` again; 0 when it may now. */
  lockedFor(ip: string, scope: string): number {
    const t = this.now();
    const until = Math.max(this.entry(`ip:${ip}`)?.lockedUntil ?? 0, this.entry(`scope:${scope}`)?.lockedUntil ?? 0);
    return Math.max(0, until - t);
  }

  failed(ip: string, scope: string): void {
    this.bump(`ip:${ip}`, this.limits.freePerIp);
    this.bump(`scope:${scope}`, this.limits.freePerTable);
  }

  succeeded(ip: string): void {
    this.entries.delete(`ip:${ip}`);
  }

  private entry(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e && this.now() - e.lastFailure > FORGET_MS && e.lockedUntil <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  private bump(key: string, free: number): void {
    const t = this.now();
    const e = this.entry(key) ?? { failures: 0, lockedUntil: 0, lastFailure: t };
    e.failures += 1;
    e.lastFailure = t;
    const over = e.failures - free;
    if (over >= 0) e.lockedUntil = t + Math.min(this.limits.maxLockMs, this.limits.baseLockMs * 2 ** Math.min(over, 30));
    this.entries.delete(key);
    this.entries.set(key, e);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
