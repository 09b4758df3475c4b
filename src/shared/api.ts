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
}
