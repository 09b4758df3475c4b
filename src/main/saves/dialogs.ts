/** Export and import through the native file dialogs (Electron only). */
import { app, BrowserWindow, dialog, type FileFilter } from 'electron';
import { join } from 'node:path';
import type { SaveDialogs } from '../../server/saves/handlers';
import type { SaveService } from '../../server/saves/service';
import { nativeText } from '../nativeLanguage';

const filters = (): FileFilter[] => [{ name: nativeText().dialogs.saveFiles, extensions: ['json'] }];

export function nativeSaveDialogs(service: SaveService): SaveDialogs {
  return {
    async exportSave(id) {
      // Refuse before asking where, so the player is not sent through a dialog for nothing.
      const exported = await service.exportBytes(id);
      if (!exported.ok) return exported;
      const options = { title: nativeText().dialogs.exportTitle, defaultPath: join(app.getPath('documents'), exported.fileName), filters: filters() };
      const parent = BrowserWindow.getFocusedWindow();
      const chosen = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
      if (chosen.canceled || !chosen.filePath) return { ok: false, reason: 'canceled', message: 'Export canceled.' };
      return service.exportToPath(id, chosen.filePath);
    },

    async importSave() {
      const options = { title: nativeText().dialogs.importTitle, filters: filters(), properties: ['openFile' as const] };
      const parent = BrowserWindow.getFocusedWindow();
      const chosen = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
      const [path] = chosen.filePaths;
      if (chosen.canceled || path === undefined) return { ok: false, reason: 'canceled', message: 'Import canceled.' };
      return service.importFromPath(path);
    },
  };
}
