/** Keyboard play: which key means what, and the keys the options show (1–9, then letters). */
import { describe, expect, it } from 'vitest';
import { keyCommand, optionKey, OPTION_LETTERS, type KeyPress } from '../../src/renderer/hud/keys/keyMap';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, typing: false, onControl: false, clicked: false, inDecision: false, ...extra });

describe('key mapping', () => {
  it('maps the documented keys to their commands', () => {
    expect(keyCommand(press('3'))).toEqual({ type: 'option', index: 2 });
    expect(keyCommand(press('0'))).toBeNull();
    expect(keyCommand(press('a'))).toEqual({ type: 'option', index: 9 });
    expect(keyCommand(press('B'))).toEqual({ type: 'option', index: 10 });
    expect(keyCommand(press('Enter'))).toEqual({ type: 'confirm', otherwise: 'native' });
    expect(keyCommand(press('u'))).toEqual({ type: 'undo' });
    expect(keyCommand(press('U'))).toEqual({ type: 'undo' });
    expect(keyCommand(press('h'))).toEqual({ type: 'hint' });
    expect(keyCommand(press('H'))).toEqual({ type: 'hint' });
    expect(keyCommand(press('Escape'))).toEqual({ type: 'close' });
    expect(keyCommand(press('?'))).toEqual({ type: 'help' });
  });

  it('ignores other keys', () => {
    for (const key of ['0', '-', ' ', 'Tab', 'ArrowDown', 'F5', 'Shift']) expect(keyCommand(press(key)), key).toBeNull();
  });

  it('does nothing while the player types in a text field', () => {
    for (const key of ['1', 'Enter', 'u', 'h', '?', 'Escape']) expect(keyCommand(press(key, { typing: true })), key).toBeNull();
  });

  it('leaves browser and system shortcuts alone', () => {
    expect(keyCommand(press('u', { ctrlKey: true }))).toBeNull();
    expect(keyCommand(press('1', { metaKey: true }))).toBeNull();
    expect(keyCommand(press('h', { altKey: true }))).toBeNull();
  });

  it('lets Enter on a button reached by the keyboard press that button, not the confirm button', () => {
    expect(keyCommand(press('Enter', { onControl: true }))).toBeNull();
    expect(keyCommand(press('Enter', { onControl: true, inDecision: true }))).toBeNull();
    // The other shortcuts still work with a button focused (after Tab).
    expect(keyCommand(press('2', { onControl: true }))).toEqual({ type: 'option', index: 1 });
  });
});

describe('Enter after a click', () => {
  it('confirms the decision when the focus is on a card or option the mouse clicked, never pressing it again', () => {
    expect(keyCommand(press('Enter', { onControl: true, clicked: true, inDecision: true }))).toEqual({ type: 'confirm', otherwise: 'nothing' });
  });

  it('confirms when a clicked button outside the decision holds the focus, and otherwise leaves that button its Enter', () => {
    // The coach's Next or Undo, clicked: Enter confirms a decision if one waits, else presses the button as browsers do.
    expect(keyCommand(press('Enter', { onControl: true, clicked: true }))).toEqual({ type: 'confirm', otherwise: 'native' });
  });

  it('still leaves a clicked text field its own Enter (a chat line, a name, a password)', () => {
    expect(keyCommand(press('Enter', { typing: true, clicked: true }))).toBeNull();
    expect(keyCommand(press('Enter', { typing: true, clicked: true, inDecision: true }))).toBeNull();
  });
});

describe('option keys', () => {
  it('numbers the first nine options and letters the rest, never a two-digit number', () => {
    const keys = Array.from({ length: 40 }, (_, i) => optionKey(i));
    expect(keys.slice(0, 9)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(keys.slice(9, 12)).toEqual(['a', 'b', 'c']);
    for (const k of keys) if (k !== null) expect(k.length).toBe(1);
    expect(keys.filter((k) => k !== null)).toHaveLength(9 + OPTION_LETTERS.length);
  });

  it('keeps H and U for hint and undo', () => {
    expect(OPTION_LETTERS).not.toMatch(/[hu]/);
    expect(keyCommand(press('h'))).toEqual({ type: 'hint' });
    expect(keyCommand(press('u'))).toEqual({ type: 'undo' });
  });

  it('a letter key presses the option that shows it', () => {
    for (let i = 9; i < 9 + OPTION_LETTERS.length; i++) {
      const key = optionKey(i);
      expect(key).not.toBeNull();
      expect(keyCommand(press(key ?? ''))).toEqual({ type: 'option', index: i });
    }
  });
});

describe('shortcut help text', () => {
  it('exists in English and Portuguese for every shortcut', () => {
    const keys = ['title', 'option', 'confirm', 'undo', 'hint', 'close', 'tab', 'help', 'typingNote'] as const;
    for (const k of keys) {
      expect(en.keys[k], k).toBeTruthy();
      expect(ptBR.keys[k], k).toBeTruthy();
      expect(ptBR.keys[k], k).not.toBe(en.keys[k]);
    }
  });
});
