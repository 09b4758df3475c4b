import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { AppApi } from '../shared/api';
import { IPC_CHANNELS, IPC_EVENTS, type IpcChannel, type IpcRequest, type IpcResponse } from '../shared/ipc';
import { isMenuAction } from '../shared/menu';

// Typed wrapper so every call goes through a channel of the shared contract.
function invoke<C extends IpcChannel>(channel: C, ...args: IpcRequest<C>): Promise<IpcResponse<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResponse<C>>;
}

const api: AppApi = {
  appInfo: () => invoke(IPC_CHANNELS.appInfo),
  quit: () => invoke(IPC_CHANNELS.appQuit),
  setLanguage: (language) => invoke(IPC_CHANNELS.appSetLanguage, language),
  saves: {
    list: () => invoke(IPC_CHANNELS.savesList),
    load: (id) => invoke(IPC_CHANNELS.savesLoad, id),
    continueLatest: () => invoke(IPC_CHANNELS.savesContinue),
    save: (draft, options) => invoke(IPC_CHANNELS.savesSave, draft, options),
    autosave: (draft) => invoke(IPC_CHANNELS.savesAutosave, draft),
    rename: (id, name) => invoke(IPC_CHANNELS.savesRename, id, name),
    remove: (id) => invoke(IPC_CHANNELS.savesRemove, id),
    exportSave: (id) => invoke(IPC_CHANNELS.savesExport, id),
    importSave: () => invoke(IPC_CHANNELS.savesImport),
  },
  lan: {
    host: (request) => invoke(IPC_CHANNELS.lanHost, request),
    hosting: () => invoke(IPC_CHANNELS.lanHosting),
    stopHosting: () => invoke(IPC_CHANNELS.lanStopHosting),
    browse: (timeoutMs) => invoke(IPC_CHANNELS.lanBrowse, timeoutMs),
    hostInfo: (address) => invoke(IPC_CHANNELS.lanHostInfo, address),
  },
  onMenu: (listener) => {
    // The page gets the action only, never the IPC event (it would carry the sender).
    const relay = (_event: IpcRendererEvent, action: unknown): void => {
      if (isMenuAction(action)) listener(action);
    };
    ipcRenderer.on(IPC_EVENTS.menuAction, relay);
    return () => {
      ipcRenderer.removeListener(IPC_EVENTS.menuAction, relay);
    };
  },
};

// The page sees only this object, never ipcRenderer itself.
contextBridge.exposeInMainWorld('mirianth', api);
