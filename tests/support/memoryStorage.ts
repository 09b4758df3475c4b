/** A save storage held in memory, so library tests need no temporary directory. */
import type { SaveStorage, StoredFile } from '../../src/shared/save';

export function memoryStorage(): SaveStorage & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    list: () => Promise.resolve([...files].map(([id, text]): StoredFile => ({ id, bytes: text.length, modifiedAt: '2026-01-01T00:00:00.000Z' }))),
    read: (id) => Promise.resolve(files.has(id) ? new TextEncoder().encode(files.get(id)) : null),
    write: (id, text) => {
      files.set(id, text);
      return Promise.resolve();
    },
    remove: (id) => Promise.resolve(files.delete(id)),
  };
}
