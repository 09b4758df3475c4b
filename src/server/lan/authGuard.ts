/**
 * Password guessing across connections. Wrong guesses are counted per (address, target), the
 * target being the host password or one table, and per address over all targets:
 *
 * - An address gets `freePerTarget` wrong guesses at one target (`freePerIp` over all targets);
 *   after that each further one makes it wait, doubling up to `maxLockMs`.
 * - A target that has taken `hotTarget` wrong guesses (from anywhere, lately) is under attack:
 *   every address that then fails there waits after each failure.
 * - A guess counts from the moment its check begins: while the free guesses are used up (by
 *   failures plus checks still running), further ones are refused unchecked.
 * - A success clears only that (address, target) pair; failures elsewhere stay.
 *
 * Nothing here ever locks a target for everyone: an address that has not failed is never
 * refused. What protects the host as a whole is the bounded queue of checks (secrets.ts), where
 * addresses that have failed wait behind those that have not.
 */
export interface AuthLimits {
  /** Wrong guesses one address gets against one target before it must wait. */
  freePerTarget: number;
  /** Wrong guesses one address gets over all targets before it must wait everywhere. */
  freePerIp: number;
  /** Recent wrong guesses at one target (from anywhere) after which every failing address there waits. */
  hotTarget: number;
  /** The first wait; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = { freePerTarget: 10, freePerIp: 30, hotTarget: 30, baseLockMs: 2000, maxLockMs: 15 * 60_000 };

interface Entry { failures: number; pending: number; lockedUntil: number; lastFailure: number }

// Entries idle this long are forgotten (a target cools down after HOT_MS without failures), and
// the map never grows past MAX_ENTRIES (the oldest idle ones go first).
const FORGET_MS = 60 * 60_000;
const HOT_MS = 10 * 60_000;
const MAX_ENTRIES = 50_000;

export class AuthGuard {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limits: AuthLimits, private readonly now: () => number) {}

  /**
   * Reserves a check of `ip`'s password for `target`: 0 when it may go ahead (then call `settle`
   * exactly once), otherwise the milliseconds to wait; a refused attempt is not checked at all.
   */
  begin(ip: string, target: string): number {
    const t = this.now();
    const pair = this.entry(pairKey(ip, target));
    const all = this.entry(ipKey(ip));
    const locked = Math.max(pair?.lockedUntil ?? 0, all?.lockedUntil ?? 0) - t;
    if (locked > 0) return locked;
    if (usedUp(pair, this.freeAt(target)) || usedUp(all, this.limits.freePerIp)) return this.limits.baseLockMs;
    this.touch(pairKey(ip, target)).pending += 1;
    this.touch(ipKey(ip)).pending += 1;
    return 0;
  }

  /** The outcome of a check `begin` let through; `null` when it was never made (host busy). */
  settle(ip: string, target: string, ok: boolean | null): void {
    const pair = this.touch(pairKey(ip, target));
    const all = this.touch(ipKey(ip));
    pair.pending = Math.max(0, pair.pending - 1);
    all.pending = Math.max(0, all.pending - 1);
    if (ok === null) return;
    if (ok) {
      pair.failures = 0;
      pair.lockedUntil = 0;
      return;
    }
    const hot = this.touch(targetKey(target));
    if (this.now() - hot.lastFailure > HOT_MS) hot.failures = 0;
    hot.failures += 1;
    hot.lastFailure = this.now();
    this.fail(pair, this.freeAt(target));
    this.fail(all, this.limits.freePerIp);
  }

  /** True when `ip` has wrong guesses on record (anywhere): its checks queue behind others'. */
  hasFailed(ip: string): boolean {
    return (this.entry(ipKey(ip))?.failures ?? 0) > 0;
  }

  /** Free wrong guesses per address at `target`: one while the target is under attack. */
  private freeAt(target: string): number {
    const hot = this.entry(targetKey(target));
    const underAttack = hot !== undefined && this.now() - hot.lastFailure <= HOT_MS && hot.failures >= this.limits.hotTarget;
    return underAttack ? 1 : this.limits.freePerTarget;
  }

  private fail(e: Entry, free: number): void {
    const t = this.now();
    e.failures += 1;
    e.lastFailure = t;
    const over = e.failures - free;
    if (over >= 0) e.lockedUntil = t + Math.min(this.limits.maxLockMs, this.limits.baseLockMs * 2 ** Math.min(over, 30));
  }

  private entry(key: string): Entry | undefined {
    const e = this.entries.get(key);
    const t = this.now();
    if (e && e.pending === 0 && t - e.lastFailure > FORGET_MS && e.lockedUntil <= t) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** The entry for `key`, made if missing and moved to the young end of the map. */
  private touch(key: string): Entry {
    const e = this.entry(key) ?? { failures: 0, pending: 0, lockedUntil: 0, lastFailure: this.now() };
    this.entries.delete(key);
    this.entries.set(key, e);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return e;
  }
}

const pairKey = (ip: string, target: string): string => `pair:${ip}\n${target}`;
const ipKey = (ip: string): string => `ip:${ip}`;
const targetKey = (target: string): string => `target:${target}`;

/** No more checks may start: the free guesses are taken by failures and checks still running. */
function usedUp(e: Entry | undefined, free: number): boolean {
  return e !== undefined && e.pending > 0 && e.failures + e.pending >= free;
}
