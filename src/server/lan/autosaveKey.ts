/**
 * The key that seals the game part of LAN autosaves (seed, moves, state hash). Without it an
 * autosave shows the table (names, options, digests) but not the deal: a hosting player who
 * opens the file cannot rebuild the decks. The key sits next to the autosaves in `autosave.key`,
 * owner-only (0600), so a restarted host can open its own autosaves and resume. That is the
 * documented trade-off: someone who reads that file as the host's own OS user can still decrypt
 * (as they could read the running host's memory); other users of the machine cannot read either.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const KEY_FILE = 'autosave.key';
const KEY_BYTES = 32;

/**
 * Makes the folder, or tightens an existing one, to owner-only (0700): `mkdir`'s mode applies only
 * to folders it creates, and an older or hand-made folder may be 0755. Throws one line when the
 * folder cannot be made owner-only (e.g. it belongs to another user).
 */
export async function ownerOnlyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Windows has no such modes (its folders follow the user profile's ACLs).
  if (process.platform === 'win32') return;
  try {
    if (((await stat(dir)).mode & 0o777) !== 0o700) await chmod(dir, 0o700);
  } catch (err) {
    const why = err instanceof Error && 'code' in err ? String(err.code) : String(err);
    throw new Error(`cannot make the autosave folder ${dir} owner-only (0700): ${why}`);
  }
}

/** Reads the folder's key, or makes one (0600, never overwritten). */
export async function loadAutosaveKey(dir: string): Promise<Buffer> {
  await ownerOnlyFolder(dir);
  const file = join(dir, KEY_FILE);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null) {
    const key = Buffer.from(existing.trim(), 'hex');
    if (key.length !== KEY_BYTES) throw new Error(`${file} is not an autosave key; move it away to start afresh`);
    // An older or hand-copied key file may be readable by others: tighten it.
    await chmod(file, 0o600).catch(() => undefined);
    return key;
  }
  const key = randomBytes(KEY_BYTES);
  try {
    await writeFile(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    // Another host process made it first: use theirs.
    if (err instanceof Error && 'code' in err && err.code === 'EEXIST') return loadAutosaveKey(dir);
    throw err;
  }
}

export const sealedSchema = z.strictObject({
  alg: z.literal('aes-256-gcm'),
  iv: z.string().regex(/^[A-Za-z0-9_-]{16}$/),
  tag: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  data: z.string().regex(/^[A-Za-z0-9_-]*$/),
});
export type Sealed = z.infer<typeof sealedSchema>;

/** AES-256-GCM with a fresh 96-bit nonce; `aad` binds the sealed game to its table id. */
export function seal(value: unknown, key: Buffer, aad: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { alg: 'aes-256-gcm', iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') };
}

/** The sealed text, or null when the key or the table id does not fit (or it was altered). */
export function unseal(sealed: Sealed, key: Buffer, aad: string): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
