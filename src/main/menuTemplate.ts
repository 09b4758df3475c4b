import type { MenuItemConstructorOptions } from 'electron';
import type { MenuAction } from '../shared/menu';
import { NATIVE_TEXT, type NativeLanguage } from '../shared/nativeText';

// Pure: only a type import of electron, so Node tests can check the menu without the binary.

export const MENU_ACCELERATORS: Record<MenuAction, string> = {
  new: 'CmdOrCtrl+N',
  continue: 'CmdOrCtrl+Shift+N',
  save: 'CmdOrCtrl+S',
  load: 'CmdOrCtrl+O',
  replay: 'CmdOrCtrl+R',
  learn: 'F1',
  quit: 'CmdOrCtrl+Q',
  zoomIn: 'CmdOrCtrl+=',
  zoomOut: 'CmdOrCtrl+-',
  zoomReset: 'CmdOrCtrl+0',
};

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Adds reload and developer tools while developing; a shipped app has neither. */
  dev: boolean;
  appName: string;
  /** The page's language (default English). */
  language?: NativeLanguage;
  onAction: (action: MenuAction) => void;
}

export function menuTemplate({ platform, dev, appName, language = 'en', onAction }: MenuOptions): MenuItemConstructorOptions[] {
  const text = NATIVE_TEXT[language].menu;
  const item = (action: MenuAction): MenuItemConstructorOptions => ({
    id: action,
    label: text[action],
    accelerator: MENU_ACCELERATORS[action],
    click: () => onAction(action),
  });
  const mac = platform === 'darwin';
  const game: MenuItemConstructorOptions = {
    label: text.game,
    submenu: [item('new'), item('continue'), item('learn'), { type: 'separator' }, item('save'), item('load'), item('replay'),
      // On macOS Quit lives in the app menu.
      ...(mac ? [] : [{ type: 'separator' } as const, item('quit')])],
  };
  // Our own Quit everywhere (not the 'quit' role), so the page can autosave first. Roles keep their
  // behaviour; the labels are ours so they follow the page's language.
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [{ label: appName, submenu: [
      { role: 'about', label: `${text.about} ${appName}` }, { type: 'separator' },
      { role: 'hide', label: text.hide }, { role: 'hideOthers', label: text.hideOthers }, { role: 'unhide', label: text.showAll },
      { type: 'separator' }, item('quit'),
    ] }]
    : [];
  // Text fields (renaming a save) need the clipboard keys, which on macOS come from these roles.
  const edit: MenuItemConstructorOptions = {
    label: text.edit,
    submenu: [{ role: 'cut', label: text.cut }, { role: 'copy', label: text.copy }, { role: 'paste', label: text.paste }, { role: 'selectAll', label: text.selectAll }],
  };
  // Zoom scales the page's interface (its own setting, 90–150%), not Chromium's zoom of the whole window.
  const view: MenuItemConstructorOptions = {
    label: text.view,
    submenu: [
      item('zoomIn'), item('zoomOut'), item('zoomReset'), { type: 'separator' },
      { role: 'togglefullscreen', label: text.fullscreen },
      ...(dev ? [{ role: 'reload', label: text.reload } as const, { role: 'toggleDevTools', label: text.devTools } as const] : []),
    ],
  };
  return [...appMenu, game, edit, view];
}
