import { describe, expect, it } from 'vitest';
import { SHELL_ORDER, lanShortcuts, shellControls, type ShellCaps } from '../../../src/renderer/shell/shellControls';
import { LIST_SHORTCUTS } from '../../../src/renderer/games/shared/tableShortcuts';
import { PANEL_SHORTCUTS } from '../../../src/renderer/hud/keys/KeyHelp';

const all: ShellCaps = { rules: true, keys: true, save: true, load: true, exit: true, crowded: false };

describe('the shell bar controls', () => {
  it('shows every control, in the one shared order, for a game that offers them all', () => {
    expect(shellControls(all)).toEqual(['rules', 'keys', 'sound', 'motion', 'view', 'language', 'save', 'load', 'exit']);
    expect(shellControls(all)).toEqual(SHELL_ORDER);
  });

  it('always keeps sound, view and language, even with nothing to save, load or leave', () => {
    expect(shellControls({ rules: false, keys: false, save: false, load: false, exit: false, crowded: false })).toEqual(['sound', 'motion', 'view', 'language']);
  });

  it('moves speed and reduce motion into the View popover when the bar is crowded', () => {
    const shown = shellControls({ ...all, crowded: true });
    expect(shown).not.toContain('motion');
    expect(shown).toContain('view');
  });

  it('hides save, load and new game when the game offers none of them (the new-game screen)', () => {
    const shown = shellControls({ ...all, save: false, load: false, exit: false });
    expect(shown).toEqual(['rules', 'keys', 'sound', 'motion', 'view', 'language']);
  });

  it('keeps the remaining controls in the same relative order whatever is missing', () => {
    const shown = shellControls({ ...all, rules: false, save: false });
    const positions = shown.map((c) => SHELL_ORDER.indexOf(c));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('lists no Undo or replay keys at a LAN table (the host keeps the game), and keeps the rest', () => {
    for (const list of [LIST_SHORTCUTS, PANEL_SHORTCUTS]) {
      const lan = lanShortcuts(list).map((s) => s.what);
      expect(lan.some((w) => w.endsWith('undo') || w.endsWith('replay'))).toBe(false);
      expect(lan).toContain('keys.hint');
      expect(lan.length).toBe(list.length - list.filter((s) => s.what.endsWith('undo') || s.what.endsWith('replay')).length);
    }
    expect(lanShortcuts(LIST_SHORTCUTS).length).toBeLessThan(LIST_SHORTCUTS.length);
  });
});
