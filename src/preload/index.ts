import { contextBridge, ipcRenderer } from 'electron';
import type { AppApi } from '../shared/api';
import { IPC_CHANNELS, type IpcChannel, type IpcRequest, type IpcResponse } from '../shared/ipc';

// Typed wrapper so every call goes through a channel of the shared contract.
function invoke<C extends IpcChannel>(channel: C, ...args: IpcRequest<C>): Promise<IpcResponse<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResponse<C>>;
}

const api: AppApi = {
  appInfo: () => invoke(IPC_CHANNELS.appInfo),
};

// The page sees only this object, never ipcRenderer itself.
contextBridge.exposeInMainWorld('mirianth', api);
