/**
 * The save service of the desktop app: the shared save library on a folder (userData/saves in
 * Electron, a temporary folder in tests), plus export to and import from any path the player picks.
 */
import writeFileAtomic from 'write-file-atomic';
import { createSaveLibrary, type ExportOutcome, type ImportOutcome, type SaveLibrary } from '../../shared/save';
import { createFsStorage, readBounded, type FsStorageOptions } from './fsStorage';

export interface SaveService extends SaveLibrary {
  readonly dir: string;
  /** Writes a readable save to `path` (atomically); the save itself is untouched. */
  exportToPath(id: string, path: string): Promise<ExportOutcome>;
  /** Reads `path` (never writes it) and, if it is a sound save, copies it in as a new manual save. */
  importFromPath(path: string): Promise<ImportOutcome>;
}

export interface SaveServiceOptions extends FsStorageOptions {
  now?: () => Date;
  random?: () => number;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function createSaveService(options: SaveServiceOptions): SaveService {
  const library = createSaveLibrary({
    storage: createFsStorage(options),
    ...(options.now ? { now: options.now } : {}),
    ...(options.random ? { random: options.random } : {}),
  });
  return {
    ...library,
    dir: options.dir,

    async exportToPath(id, path) {
      const exported = await library.exportBytes(id);
      if (!exported.ok) return exported;
      try {
        await writeFileAtomic(path, Buffer.from(exported.bytes));
      } catch (err) {
        return { ok: false, reason: 'storageFailed', message: `The save could not be written to ${path}: ${message(err)}` };
      }
      return { ok: true, fileName: path };
    },

    async importFromPath(path) {
      let bytes: Uint8Array;
      try {
        bytes = await readBounded(path);
      } catch (err) {
        return { ok: false, reason: 'notFound', message: `The file could not be read: ${message(err)}` };
      }
      return library.importBytes(bytes);
    },
  };
}
