/**
 * Tokens, ids and passwords. Secrets are kept only as digests (also in autosaves) and compared
 * in constant time, so neither a timing probe nor a stolen autosave gives a seat away.
 */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

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

/** True when no password is set, or when `given` matches it (constant time). */
export function passwordMatches(given: string | undefined, stored: PasswordDigest | null): boolean {
  if (stored === null) return true;
  if (given === undefined) return false;
  return sameDigest(digestPassword(given, stored.salt).hash, stored.hash);
}
