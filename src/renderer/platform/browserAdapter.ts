import type { AppApi } from '../../shared/api';
import { createSaveLibrary, type SaveStorage, type SavesApi } from '../../shared/save';
import { name, version } from '../../../package.json';
import { downloadFile, pickFile, readPicked } from './browserFiles';
import { createIdbStorage } from './idbSaves';

export interface BrowserAdapterDeps {
  storage: SaveStorage;
  download: (bytes: Uint8Array, fileName: string) => void;
  pick: () => Promise<Blob | null>;
}

/** The same saves API as the desktop's, on IndexedDB; export downloads, import uploads. */
export function browserSaves({ storage, download, pick }: BrowserAdapterDeps): SavesApi {
  const library = createSaveLibrary({ storage });
  return {
    list: library.list,
    load: library.load,
    continueLatest: library.continueLatest,
    save: library.save,
    autosave: library.autosave,
    rename: library.rename,
    remove: library.remove,
    async exportSave(id) {
      const exported = await library.exportBytes(id);
      if (!exported.ok) return exported;
      download(exported.bytes, exported.fileName);
      return { ok: true, fileName: exported.fileName };
    },
    async importSave() {
      const file = await pick();
      if (!file) return { ok: false, reason: 'canceled', message: 'Import canceled.' };
      return library.importBytes(await readPicked(file));
    },
  };
}

export function createBrowserAdapter(deps: BrowserAdapterDeps): AppApi {
  return {
    appInfo: () => Promise.resolve({ name, version, platform: 'web' }),
    // A browser guest is already on the host's page: it connects to ws://<this host>/ws itself.
    lan: null,
    saves: browserSaves(deps),
    // A browser tab has no application menu and closes itself.
    onMenu: () => () => undefined,
    setLanguage: () => Promise.resolve(),
    quit: () => Promise.resolve(),
  };
}

/** Stands in for the Electron preload when the page runs in a plain browser. */
export const browserAdapter: AppApi = createBrowserAdapter({ storage: createIdbStorage(), download: downloadFile, pick: pickFile });
