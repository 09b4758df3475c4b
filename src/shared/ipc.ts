import type { AppInfo } from './api';

/**
 * Every IPC channel, with what the renderer sends and what main answers. Main registers a handler
 * per entry and the preload wraps each one, so a channel cannot exist on one side only.
 */
export interface IpcContract {
  'app.info': { request: []; response: AppInfo };
}

export type IpcChannel = keyof IpcContract;
export type IpcRequest<C extends IpcChannel> = IpcContract[C]['request'];
export type IpcResponse<C extends IpcChannel> = IpcContract[C]['response'];

export const IPC_CHANNELS = {
  appInfo: 'app.info',
} as const satisfies Record<string, IpcChannel>;
