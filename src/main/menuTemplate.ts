import type { MenuItemConstructorOptions } from 'electron';
import type { MenuAction } from '../shared/menu';

// Pure: only a type import of electron, so Node tests can check the menu without the binary.

export const MENU_ACCELERATORS: Record<MenuAction, string> = {
  new: 'CmdOrCtrl+N',
  continue: 'CmdOrCtrl+Shift+N',
  save: 'CmdOrCtrl+S',
  load: 'CmdOrCtrl+O',
  replay: 'CmdOrCtrl+R',
  learn: 'F1',
  quit: 'CmdOrCtrl+Q',
};

const LABELS: Record<MenuAction, string> = {
  new: 'New Game',
  continue: 'Continue',
  save: 'Save',
  load: 'Load…',
  replay: 'Replay…',
  learn: 'Learn to Play (Guided Game)',
  quit: 'Quit',
};

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Adds reload and developer tools while developing; a shipped app has neither. */
  dev: boolean;
  appName: string;
  onAction: (action: MenuAction) => void;
}

export function menuTemplate({ platform, dev, appName, onAction }: MenuOptions): MenuItemConstructorOptions[] {
  const item = (action: MenuAction): MenuItemConstructorOptions => ({
    id: action,
    label: LABELS[action],
    accelerator: MENU_ACCELERATORS[action],
    click: () => onAction(action),
  });
  const mac = platform === 'darwin';
  const game: MenuItemConstructorOptions = {
    label: 'Game',
    submenu: [item('new'), item('continue'), item('learn'), { type: 'separator' }, item('save'), item('load'), item('replay'),
      // On macOS Quit lives in the app menu.
      ...(mac ? [] : [{ type: 'separator' } as const, item('quit')])],
  };
  // Our own Quit everywhere (not the 'quit' role), so the page can autosave first.
  const appMenu: MenuItemConstructorOptions[] = mac
    ? [{ label: appName, submenu: [{ role: 'about' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, item('quit')] }]
    : [];
  // Text fields (renaming a save) need the clipboard keys, which on macOS come from these roles.
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [{ role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }],
  };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [{ role: 'togglefullscreen' }, ...(dev ? [{ role: 'reload' } as const, { role: 'toggleDevTools' } as const] : [])],
  };
  return [...appMenu, game, edit, view];
}
