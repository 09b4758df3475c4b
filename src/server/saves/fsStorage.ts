/**
 * Saves as files in one folder, `<id>.json`, each written with write-file-atomic: the new content
 * goes to a temporary file beside the target, is flushed to disk, then renamed over it. A crash
 * leaves either the old file or the new one, plus at worst a stray `<id>.json.<number>` that
 * the listing ignores.
 */
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { isSaveId, MAX_SAVE_BYTES, type SaveStorage, type StoredFile } from '../../shared/save';

export interface FsStorageOptions {
  dir: string;
  /** Tests use it to stop a write half-way (see tests/server/saves/crash). */
  onTempFile?: (tempPath: string) => void | Promise<void>;
}

/** write-file-atomic's temporary files: `<save file>.<number>`. */
const TEMP_FILE = /^(.+)\.json\.\d+$/;

function isMissing(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ENOENT';
}

/**
 * Reads a file, but at most one byte past the size limit: enough for the decoder to call a huge
 * file too large without holding it in memory.
 */
export async function readBounded(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = new Uint8Array(Math.min(size, MAX_SAVE_BYTES) + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0 || filled + bytesRead >= buffer.length) return buffer.slice(0, filled + bytesRead);
      filled += bytesRead;
    }
  } finally {
    await handle.close();
  }
}

export function createFsStorage({ dir, onTempFile }: FsStorageOptions): SaveStorage {
  const pathOf = (id: string): string => {
    // Ids come from the renderer too: only our own shapes reach the file system, so no `..`.
    if (!isSaveId(id)) throw new Error(`Not a save id: ${id}`);
    return join(dir, `${id}.json`);
  };

  return {
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
      const files: StoredFile[] = [];
      for (const name of names) {
        const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
        if (!isSaveId(id)) continue;
        try {
          const info = await stat(join(dir, name));
          if (info.isFile()) files.push({ id, bytes: info.size, modifiedAt: info.mtime.toISOString() });
        } catch (err) {
          if (!isMissing(err)) throw err;
        }
      }
      return files;
    },

    async read(id) {
      const path = pathOf(id);
      try {
        return await readBounded(path);
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async write(id, text) {
      const path = pathOf(id);
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(path, text, {
        encoding: 'utf8',
        fsync: true,
        ...(onTempFile ? { tmpfileCreated: onTempFile } : {}),
      });
    },

    async remove(id) {
      try {
        await unlink(pathOf(id));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}

/**
 * Removes temporary files a crash left behind (older than `maxAgeMs`, so a write in progress in
 * another instance is left alone). Only ever our own temporary names: never a save. Returns how
 * many were removed.
 */
export async function sweepTempFiles(dir: string, maxAgeMs = 10 * 60_000, now: Date = new Date()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const id = TEMP_FILE.exec(name)?.[1];
    if (id === undefined || !isSaveId(id)) continue;
    try {
      const info = await stat(join(dir, name));
      if (info.isFile() && now.getTime() - info.mtime.getTime() >= maxAgeMs) {
        await unlink(join(dir, name));
        removed++;
      }
    } catch {
      // Gone already, or not ours to remove: either way, nothing to do.
    }
  }
  return removed;
}
