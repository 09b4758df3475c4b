import type { AppInfo } from './api';
import type { FoundHost, HostInfo, HostingInfo, HostRequest } from './lan/api';
import type { MenuAction } from './menu';
import type { NativeLanguage } from './nativeText';
import type {
  ActionOutcome, ContinueOutcome, ExportOutcome, GameSaveDraft, ImportOutcome, LoadOutcome, SaveListEntry, SaveOptions, WriteOutcome,
} from './save';

/**
 * Every IPC channel, with what the renderer sends and what main answers. Main registers a handler
 * per entry and the preload wraps each one, so a channel cannot exist on one side only.
 */
export interface IpcContract {
  'app.info': { request: []; response: AppInfo };
  /** The page has done what it needed before quitting (see MenuAction 'quit'). */
  'app.quit': { request: []; response: void };
  /** The page's language, for the menu and dialogs main draws itself. */
  'app.setLanguage': { request: [language: NativeLanguage]; response: void };
  'saves.list': { request: []; response: SaveListEntry[] };
  'saves.load': { request: [id: string]; response: LoadOutcome };
  'saves.continue': { request: []; response: ContinueOutcome };
  'saves.save': { request: [draft: GameSaveDraft, options?: SaveOptions]; response: WriteOutcome };
  'saves.autosave': { request: [draft: GameSaveDraft]; response: WriteOutcome };
  'saves.rename': { request: [id: string, name: string]; response: ActionOutcome };
  'saves.remove': { request: [id: string]; response: ActionOutcome };
  'saves.export': { request: [id: string]; response: ExportOutcome };
  'saves.import': { request: []; response: ImportOutcome };
  'lan.host': { request: [request: HostRequest]; response: HostingInfo };
  'lan.hosting': { request: []; response: HostingInfo | null };
  'lan.stopHosting': { request: []; response: void };
  'lan.browse': { request: [timeoutMs: number]; response: FoundHost[] };
  'lan.hostInfo': { request: [address: string]; response: HostInfo };
}

export type IpcChannel = keyof IpcContract;
export type IpcRequest<C extends IpcChannel> = IpcContract[C]['request'];
export type IpcResponse<C extends IpcChannel> = IpcContract[C]['response'];

export const IPC_CHANNELS = {
  appInfo: 'app.info',
  appQuit: 'app.quit',
  appSetLanguage: 'app.setLanguage',
  savesList: 'saves.list',
  savesLoad: 'saves.load',
  savesContinue: 'saves.continue',
  savesSave: 'saves.save',
  savesAutosave: 'saves.autosave',
  savesRename: 'saves.rename',
  savesRemove: 'saves.remove',
  savesExport: 'saves.export',
  savesImport: 'saves.import',
  lanHost: 'lan.host',
  lanHosting: 'lan.hosting',
  lanStopHosting: 'lan.stopHosting',
  lanBrowse: 'lan.browse',
  lanHostInfo: 'lan.hostInfo',
} as const satisfies Record<string, IpcChannel>;

/** Messages main sends to the page, unasked. */
export interface IpcEvents {
  'menu.action': MenuAction;
}
export type IpcEvent = keyof IpcEvents;

export const IPC_EVENTS = {
  menuAction: 'menu.action',
} as const satisfies Record<string, IpcEvent>;
