/** Keyboard play: which key means what, and the keys the options show (1–9, then letters). */
import { describe, expect, it } from 'vitest';
import { FIXED_KEYS, keyCommand, OPTION_KEYS, optionKeyPlan, OPTION_LETTERS, PAGE_KEY, type KeyPress } from '../../src/renderer/hud/keys/keyMap';
import en from '../../src/renderer/i18n/en.json';
import ptBR from '../../src/renderer/i18n/pt-BR.json';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, typing: false, onControl: false, clicked: false, inDecision: false, ...extra });

describe('key mapping', () => {
  it('maps the documented keys to their commands', () => {
    expect(keyCommand(press('3'))).toEqual({ type: 'option', key: '3' });
    expect(keyCommand(press('0'))).toBeNull();
    expect(keyCommand(press('a'))).toEqual({ type: 'option', key: 'a' });
    expect(keyCommand(press('B'))).toEqual({ type: 'option', key: 'b' });
    expect(keyCommand(press('m'))).toEqual({ type: 'page' });
    expect(keyCommand(press('P'))).toEqual({ type: 'option', key: 'p' });
    expect(keyCommand(press('n'))).toEqual({ type: 'option', key: 'n' });
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
    expect(keyCommand(press('2', { onControl: true }))).toEqual({ type: 'option', key: '2' });
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

/** The keys shown on a page, in order, skipping the options without one. */
const shown = (count: number, page = 0): string[] => optionKeyPlan(count, page).keys.filter((k): k is string => k !== null);

describe('option keys', () => {
  it('gives 5 options the keys 1 to 5 on a single page', () => {
    expect(optionKeyPlan(5)).toEqual({ keys: ['1', '2', '3', '4', '5'], page: 0, pages: 1 });
  });

  it('numbers the first nine options and letters the rest, never a two-digit number', () => {
    const keys = shown(30);
    expect(keys.slice(0, 12)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c']);
    for (const k of keys) expect(k).toMatch(/^([1-9]|[a-z])$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps H, U, M, P and N for hint, undo, more keys, Propose and No deal', () => {
    expect(OPTION_LETTERS).not.toMatch(/[humpn]/);
    expect(PAGE_KEY).toBe('m');
    expect(FIXED_KEYS).toBe('pn');
    expect(keyCommand(press('h'))).toEqual({ type: 'hint' });
    expect(keyCommand(press('u'))).toEqual({ type: 'undo' });
  });

  it('reaches all 33 options of a crowded deal: thirty on the first page, the last three on the next', () => {
    const first = optionKeyPlan(33, 0);
    expect(first.pages).toBe(2);
    expect(first.keys.slice(0, 30)).toEqual([...OPTION_KEYS]);
    expect(first.keys.slice(30)).toEqual([null, null, null]);
    const second = optionKeyPlan(33, 1);
    expect(second.keys.slice(0, 30).every((k) => k === null)).toBe(true);
    expect(second.keys.slice(30)).toEqual(['1', '2', '3']);
    // M past the last page comes back to the first.
    expect(optionKeyPlan(33, 2)).toEqual({ ...first, page: 0 });
  });

  it('reaches every one of 60 options on exactly one of two pages', () => {
    const pages = [0, 1].map((p) => optionKeyPlan(60, p));
    expect(pages.map((p) => p.pages)).toEqual([2, 2]);
    for (let i = 0; i < 60; i++) {
      const on = pages.filter((p) => p.keys[i] !== null);
      expect(on, `option ${i + 1}`).toHaveLength(1);
    }
    expect(shown(60, 1)).toEqual([...OPTION_KEYS]);
  });

  it('a key an option shows presses that option', () => {
    for (const key of [...OPTION_KEYS, ...FIXED_KEYS]) expect(keyCommand(press(key))).toEqual({ type: 'option', key });
  });
});

describe('shortcut help text', () => {
  it('exists in English and Portuguese for every shortcut', () => {
    const keys = ['title', 'option', 'page', 'propose', 'noDeal', 'more', 'moreTitle', 'confirm', 'undo', 'hint', 'close', 'tab', 'arrows', 'help', 'typingNote'] as const;
    for (const k of keys) {
      expect(en.keys[k], k).toBeTruthy();
      expect(ptBR.keys[k], k).toBeTruthy();
      expect(ptBR.keys[k], k).not.toBe(en.keys[k]);
    }
  });
});
