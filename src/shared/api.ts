import type { LanApi } from './lan/api';
import type { MenuAction } from './menu';
import type { SavesApi } from './save/api';
import type { NativeLanguage } from './nativeText';

/**
 * The whole surface the renderer may use from the host (Electron's preload or the browser
 * adapter). It grows by adding named groups, e.g. `saves: SavesApi` and `lan: LanApi`, never by
 * exposing raw IPC.
 */
export interface AppInfo {
  name: string;
  version: string;
  /** `process.platform` under Electron, `'web'` in a browser. */
  platform: string;
}

export interface AppApi {
  appInfo(): Promise<AppInfo>;
  saves: SavesApi;
  /** Hosting and finding LAN tables: desktop only. A browser guest is already on the host's page. */
  lan: LanApi | null;
  /** Menu commands (Electron's application menu); returns the unsubscribe. Never fires in a browser. */
  onMenu(listener: (action: MenuAction) => void): () => void;
  /** After handling the menu's 'quit' (autosave), lets the app close at once. A no-op in a browser. */
  quit(): Promise<void>;
  /** Tells the desktop shell the page's language (menu, file dialogs). A no-op in a browser. */
  setLanguage(language: NativeLanguage): Promise<void>;
}
