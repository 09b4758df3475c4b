/**
 * LAN play in the Electron main process: the LAN service with the app's folders, closed when the
 * app quits (autosaves are already on disk after every move). Thin on purpose: everything else
 * is plain Node in `lanService.ts`. The IPC channels that expose it are wired in main's ipc.ts.
 */
import { app } from 'electron';
import { join } from 'node:path';
import { devServerUrl } from '../securityPolicy';
import { createLanService, type LanService } from './lanService';

export function setupLan(): LanService {
  const dev = devServerUrl();
  const service = createLanService({
    autosaveDir: join(app.getPath('userData'), 'lan-autosaves'),
    // `npm run build:web` output; packaged builds must ship `out/web` too.
    webDir: join(app.getAppPath(), 'out', 'web'),
    host: dev ? { allowedOrigins: [new URL(dev).origin] } : {},
    log: (line) => console.log(`[lan] ${line}`),
  });
  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    // Let the host say goodbye to its guests and finish its last autosave, then quit for real.
    event.preventDefault();
    closed = true;
    void service.close().finally(() => app.quit());
  });
  return service;
}
