import { app } from 'electron';
import { join } from 'node:path';
import { handle } from '../ipc';
import { nativeSaveDialogs } from './dialogs';
import { savesHandlers, type SavesHandlers } from '../../server/saves/handlers';
import { sweepTempFiles } from '../../server/saves/fsStorage';
import { createSaveService } from '../../server/saves/service';

/** Saves live in `<userData>/saves`; every channel goes through the sender-checked `handle`. */
export function setupSaves(): void {
  const dir = join(app.getPath('userData'), 'saves');
  const service = createSaveService({ dir });
  void sweepTempFiles(dir);
  const handlers = savesHandlers(service, nativeSaveDialogs(service));
  for (const channel of Object.keys(handlers) as (keyof SavesHandlers)[]) {
    register(channel, handlers);
  }
}

function register<C extends keyof SavesHandlers>(channel: C, handlers: SavesHandlers): void {
  handle(channel, handlers[channel]);
}
