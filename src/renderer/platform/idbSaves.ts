/**
 * Save storage for the browser build: one IndexedDB object store, a record per save. Each write
 * is one transaction, so it is all-or-nothing like the desktop's atomic file writes.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SaveStorage } from '../../shared/save';

interface SavesDb extends DBSchema {
  files: {
    key: string;
    value: { id: string; text: string; bytes: number; modifiedAt: string };
  };
}

export const SAVES_DB_NAME = 'mirianth-saves';

export function createIdbStorage(name = SAVES_DB_NAME, now: () => Date = () => new Date()): SaveStorage {
  // Opened on first use: importing the adapter must not touch IndexedDB (e.g. inside Electron).
  let db: Promise<IDBPDatabase<SavesDb>> | null = null;
  const open = (): Promise<IDBPDatabase<SavesDb>> => {
    db ??= openDB<SavesDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore('files', { keyPath: 'id' });
      },
    });
    return db;
  };
  const encoder = new TextEncoder();

  return {
    async list() {
      const records = await (await open()).getAll('files');
      return records.map(({ id, bytes, modifiedAt }) => ({ id, bytes, modifiedAt }));
    },
    async read(id) {
      const record = await (await open()).get('files', id);
      return record ? encoder.encode(record.text) : null;
    },
    async write(id, text) {
      await (await open()).put('files', { id, text, bytes: encoder.encode(text).length, modifiedAt: now().toISOString() });
    },
    async remove(id) {
      const database = await open();
      const tx = database.transaction('files', 'readwrite');
      const existed = (await tx.store.getKey(id)) !== undefined;
      if (existed) await tx.store.delete(id);
      await tx.done;
      return existed;
    },
  };
}
