/**
 * LAN play in the Electron main process: the LAN service with the app's folders, closed when the
 * app quits (autosaves are already on disk after every move). Thin on purpose: everything else
 * is plain Node in `lanService.ts`; its IPC channels go through the sender-checked `handle`.
 */
/// <reference types="electron-vite/node" />
import { app } from 'electron';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { handle } from '../ipc';
import { devServerUrl } from '../securityPolicy';
import { lanHandlers, type LanHandlers } from '../../server/lan/handlers';
import aiWorkerPath from '../../server/lan/aiWorker?modulePath';
import { workerAiRunner } from '../../server/lan/aiWorkerRunner';
import { createLanService, type LanService } from '../../server/lan/lanService';

export function setupLan(): LanService {
  const dev = devServerUrl();
  // electron-vite bundles the worker as its own file (`?modulePath`): bots search off the main thread.
  const ai = workerAiRunner(() => new Worker(aiWorkerPath));
  const service = createLanService({
    autosaveDir: join(app.getPath('userData'), 'lan-autosaves'),
    // `npm run build:web` output; packaged builds must ship `out/web` too.
    webDir: join(app.getAppPath(), 'out', 'web'),
    host: { ai, ...(dev ? { allowedOrigins: [new URL(dev).origin] } : {}) },
    log: (line) => console.log(`[lan] ${line}`),
  });
  const handlers = lanHandlers(service);
  for (const channel of Object.keys(handlers) as (keyof LanHandlers)[]) register(channel, handlers);
  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    // Let the host say goodbye to its guests and finish its last autosave, then quit for real.
    event.preventDefault();
    closed = true;
    void service.close().then(() => ai.close()).finally(() => app.quit());
  });
  return service;
}

function register<C extends keyof LanHandlers>(channel: C, handlers: LanHandlers): void {
  handle(channel, handlers[channel]);
}
