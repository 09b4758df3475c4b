/**
 * Tokens, ids and passwords. Secrets are kept only as digests (also in autosaves) and compared
 * in constant time, so neither a timing probe nor a stolen autosave gives a seat away.
 */
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** A resume token or owner key: 128 random bits, base64url (22 characters). */
export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Public table ids: 48 random bits as 12 hex digits. */
export function newTableId(): string {
  return randomBytes(6).toString('hex');
}

/**
 * A game seed of 128 random bits as text: the engine hashes text into its generator's whole
 * state, so a guest cannot recover the seed from the first reveals by trying every seed.
 */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/** A bot's own 32-bit seed (its choices among equal moves; it never sees the game's seed). */
export function newBotSeed(): number {
  return randomBytes(4).readUInt32LE(0);
}

/** Tokens are high-entropy already: a plain digest is enough to store and compare them. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

export function tokenMatches(token: string, digest: string | null): boolean {
  return digest !== null && sameDigest(digestToken(token), digest);
}

export interface PasswordDigest {
  salt: string;
  hash: string;
}

// Passwords are low-entropy: salt them and use a (cheap, table-sized) scrypt so an autosave
// does not hand them out.
const SCRYPT = { N: 4096, r: 8, p: 1 } as const;

export function digestPassword(password: string, salt = randomBytes(16).toString('hex')): PasswordDigest {
  return { salt, hash: scryptSync(password.normalize('NFC'), salt, 32, SCRYPT).toString('hex') };
}

/** True when no password is set, or when `given` matches it (constant time). Blocks: host-side use only. */
export function passwordMatches(given: string | undefined, stored: PasswordDigest | null): boolean {
  if (stored === null) return true;
  if (given === undefined) return false;
  return sameDigest(digestPassword(given, stored.salt).hash, stored.hash);
}

/**
 * scrypt off the event loop (libuv's thread pool), at most SCRYPT_CONCURRENCY at a time so a
 * guessing flood cannot take every pool thread (autosaves and static files need them too).
 * Checks wait in two queues: `first` (addresses with no wrong guesses on record) is always served
 * before `later` (addresses that have failed), so guessers cannot make honest checks wait behind
 * them. A full queue refuses outright (the caller answers "try later"); `first` is long enough
 * that only a crowd of fresh addresses could fill it.
 */
const SCRYPT_CONCURRENCY = 2;
const QUEUE_CAP = { first: 256, later: 64 } as const;
/** Which queue a check waits in: `later` for addresses that have failed before. */
export type PasswordLane = keyof typeof QUEUE_CAP;
let running = 0;
let started = 0;
const waiting: Record<PasswordLane, (() => void)[]> = { first: [], later: [] };

/** Checks running and waiting now, and how many hashes were ever started (tests and diagnostics). */
export function passwordWork(): { running: number; waiting: number; started: number } {
  return { running, waiting: waiting.first.length + waiting.later.length, started };
}

export class PasswordQueueFull extends Error {
  constructor() {
    super('The host is busy checking passwords; try again shortly');
  }
}

async function slot<T>(lane: PasswordLane, work: () => Promise<T>): Promise<T> {
  if (running >= SCRYPT_CONCURRENCY) {
    const queue = waiting[lane];
    if (queue.length >= QUEUE_CAP[lane]) throw new PasswordQueueFull();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    started += 1;
    return await work();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.first.shift() ?? waiting.later.shift();
    if (next) next();
    else running -= 1;
  }
}

export function digestPasswordAsync(password: string, salt = randomBytes(16).toString('hex'), lane: PasswordLane = 'first'): Promise<PasswordDigest> {
  return slot(lane, () => new Promise<PasswordDigest>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, 32, SCRYPT, (err, key) => (err ? reject(err) : resolve({ salt, hash: key.toString('hex') })));
  }));
}

/** `passwordMatches` without blocking the host: what every client-driven check uses. */
export async function passwordMatchesAsync(given: string | undefined, stored: PasswordDigest | null, lane: PasswordLane = 'first'): Promise<boolean> {
  if (stored === null) return true;
  if (given === undefined) return false;
  return sameDigest((await digestPasswordAsync(given, stored.salt, lane)).hash, stored.hash);
}
