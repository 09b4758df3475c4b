/** Keyboard play: which key means what, and how option numbers of one or two digits are typed. */
import { describe, expect, it } from 'vitest';
import { keyCommand, typeDigit, type KeyPress } from '../../src/renderer/hud/keys/keyMap';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, typing: false, onControl: false, clicked: false, inDecision: false, ...extra });

describe('key mapping', () => {
  it('maps the documented keys to their commands', () => {
    expect(keyCommand(press('3'))).toEqual({ type: 'digit', digit: 3 });
    expect(keyCommand(press('0'))).toEqual({ type: 'digit', digit: 0 });
    expect(keyCommand(press('Enter'))).toEqual({ type: 'confirm', otherwise: 'native' });
    expect(keyCommand(press('u'))).toEqual({ type: 'undo' });
    expect(keyCommand(press('U'))).toEqual({ type: 'undo' });
    expect(keyCommand(press('h'))).toEqual({ type: 'hint' });
    expect(keyCommand(press('H'))).toEqual({ type: 'hint' });
    expect(keyCommand(press('Escape'))).toEqual({ type: 'close' });
    expect(keyCommand(press('?'))).toEqual({ type: 'help' });
  });

  it('ignores other keys', () => {
    for (const key of ['a', 'x', ' ', 'Tab', 'ArrowDown', 'F5', 'Shift']) expect(keyCommand(press(key)), key).toBeNull();
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
    expect(keyCommand(press('2', { onControl: true }))).toEqual({ type: 'digit', digit: 2 });
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

describe('typing option numbers', () => {
  it('picks a single digit at once when no two-digit option exists', () => {
    expect(typeDigit('', 3, 5)).toEqual({ pick: 3, pending: '' });
    expect(typeDigit('', 9, 9)).toEqual({ pick: 9, pending: '' });
  });

  it('ignores a number beyond the options and 0 alone', () => {
    expect(typeDigit('', 7, 5)).toEqual({ pick: null, pending: '' });
    expect(typeDigit('', 0, 5)).toEqual({ pick: null, pending: '' });
  });

  it('waits for a second digit when one could follow, then picks the two-digit number', () => {
    const first = typeDigit('', 1, 14);
    expect(first).toEqual({ pick: null, pending: '1' });
    expect(typeDigit(first.pending, 2, 14)).toEqual({ pick: 12, pending: '' });
    expect(typeDigit(first.pending, 0, 14)).toEqual({ pick: 10, pending: '' });
  });

  it('picks a first digit at once when no option starts with it', () => {
    expect(typeDigit('', 2, 14)).toEqual({ pick: 2, pending: '' });
  });

  it('starts over when the second digit makes no option', () => {
    // "1" then "7" with 14 options: 17 is no option, so 7 is taken alone.
    expect(typeDigit('1', 7, 14)).toEqual({ pick: 7, pending: '' });
    expect(typeDigit('1', 0, 9)).toEqual({ pick: null, pending: '' });
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
