import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { MENU_ACCELERATORS, menuTemplate } from '../../src/main/menuTemplate';
import { MENU_ACTIONS, type MenuAction } from '../../src/shared/menu';

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])]);
}

function build(platform: NodeJS.Platform, dev = false): { items: MenuItemConstructorOptions[]; sent: MenuAction[] } {
  const sent: MenuAction[] = [];
  return { items: flatten(menuTemplate({ platform, dev, appName: 'Mirianth Table', onAction: (a) => sent.push(a) })), sent };
}

describe('application menu', () => {
  for (const platform of ['linux', 'win32', 'darwin'] as const) {
    it(`has New, Continue, Save, Load, Replay and Quit with accelerators on ${platform}`, () => {
      const { items, sent } = build(platform);
      for (const action of MENU_ACTIONS) {
        const item = items.find((i) => i.id === action);
        expect(item?.accelerator, action).toBe(MENU_ACCELERATORS[action]);
        item?.click?.(undefined as never, undefined, undefined as never);
      }
      expect(sent).toEqual([...MENU_ACTIONS]);
    });
  }

  it('uses distinct accelerators, none of them a clipboard key', () => {
    const keys = Object.values(MENU_ACCELERATORS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const clip of ['CmdOrCtrl+C', 'CmdOrCtrl+V', 'CmdOrCtrl+X', 'CmdOrCtrl+A']) expect(keys).not.toContain(clip);
  });

  it('quits through our own item (so the page can autosave), never the bare quit role', () => {
    for (const platform of ['linux', 'darwin'] as const) {
      expect(build(platform).items.some((i) => i.role === 'quit')).toBe(false);
    }
  });

  it('offers reload and developer tools only while developing', () => {
    const roles = (dev: boolean) => build('linux', dev).items.map((i) => i.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
    expect(roles(true)).toContain('toggleDevTools');
  });
});
