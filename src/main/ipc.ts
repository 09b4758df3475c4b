import { app, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { IPC_CHANNELS, type IpcChannel, type IpcRequest, type IpcResponse } from '../shared/ipc';
import { appPages } from './appPages';
import { isAllowedSender } from './securityPolicy';

type Handler<C extends IpcChannel> = (...args: IpcRequest<C>) => IpcResponse<C> | Promise<IpcResponse<C>>;

/** Registers a handler that answers only frames showing our own page; anything else is refused. */
export function handle<C extends IpcChannel>(channel: C, handler: Handler<C>): void {
  const pages = appPages();
  ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
    const senderUrl = event.senderFrame?.url ?? '';
    if (!isAllowedSender(senderUrl, pages)) {
      throw new Error(`IPC '${channel}' refused: unknown sender ${senderUrl}`);
    }
    // The contract types the arguments; validate them here once a channel takes any.
    return handler(...(args as IpcRequest<C>));
  });
}

export function setupIpc(): void {
  handle(IPC_CHANNELS.appInfo, () => ({
    name: app.getName(),
    version: app.getVersion(),
    platform: process.platform,
  }));
}
