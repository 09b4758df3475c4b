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

  it('speaks Portuguese when asked: every item and role has a label, none left in English', () => {
    const pt = flatten(menuTemplate({ platform: 'darwin', dev: true, appName: 'Mirianth Table', language: 'pt-BR', onAction: () => undefined }));
    const en = flatten(menuTemplate({ platform: 'darwin', dev: true, appName: 'Mirianth Table', language: 'en', onAction: () => undefined }));
    const named = (items: MenuItemConstructorOptions[]) => items.filter((i) => i.type !== 'separator').map((i) => i.label);
    expect(named(pt).every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
    expect(named(pt).find((l) => l === 'Jogo')).toBe('Jogo');
    // Only the app's own name reads the same in both.
    const same = named(pt).filter((l, i) => l === named(en)[i]);
    expect(same).toEqual(['Mirianth Table']);
  });

  it('puts the interface zoom in the View menu', () => {
    const { items } = build('linux');
    const view = items.find((i) => i.label === 'View');
    const ids = (Array.isArray(view?.submenu) ? view.submenu : []).map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['zoomIn', 'zoomOut', 'zoomReset']));
  });

  it('offers reload and developer tools only while developing', () => {
    const roles = (dev: boolean) => build('linux', dev).items.map((i) => i.role);
    expect(roles(false)).not.toContain('toggleDevTools');
    expect(roles(false)).not.toContain('reload');
    expect(roles(true)).toContain('toggleDevTools');
  });
});
