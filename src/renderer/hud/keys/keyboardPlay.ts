/**
 * Keyboard play: number and letter keys press the decision's buttons that show them (M shows the
 * next page of keys when there are more buttons than keys; P and N are Propose and No deal), Enter
 * its one confirm button, U undo, H hint, Esc closes what floats over the table, ? the list of shortcuts. It acts through
 * the same buttons a click would, so the keyboard can never do what the panels do not offer.
 */
import { createStore } from '../../store';
import { exitQuestion } from '../../shell/exitQuestion';
import { trackFocusOrigin } from './focusOrigin';
import { keyCommand, optionKeyPlan, type KeyCommand } from './keyMap';

/** Whether the shortcuts overlay is open. */
export const keyHelpOpen = createStore(false);

/** The buttons of the decision at hand, in the order their numbers show. */
export const OPTION_SELECTOR = '[data-testid="actions"] button[data-option]';

/** The page of option keys shown (M moves on) and how many pages the decision at hand has. */
export const optionPages = createStore({ page: 0, pages: 1 }, (a, b) => a.page === b.page && a.pages === b.pages);

/** The decision the page of keys belongs to: a new decision starts again on the first page. */
let pagedDecision: string | undefined;

function setKey(b: HTMLElement, key: string | null | undefined): void {
  if (!key) delete b.dataset.option;
  else if (b.dataset.option !== key) b.dataset.option = key;
}

/**
 * Gives every button of the action panel its key (shown by CSS from `data-option`): a button with a
 * fixed `data-key` (Propose, No deal, More keys) shows that; the others, in document order, 1–9 then
 * letters, a page of them at a time.
 */
export function numberOptions(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLElement>('button')];
  const fixed = buttons.filter((b) => b.dataset.key);
  const numbered = buttons.filter((b) => !b.dataset.key);
  const decision = root.dataset.decision;
  const page = decision === pagedDecision ? optionPages.get().page : 0;
  pagedDecision = decision;
  const plan = optionKeyPlan(numbered.length, page);
  fixed.forEach((b) => setKey(b, b.dataset.key));
  numbered.forEach((b, i) => setKey(b, plan.keys[i]));
  optionPages.set({ page: plan.page, pages: plan.pages });
}

/** Shows the next page of option keys; false when there is only one. */
export function nextOptionPage(): boolean {
  const root = document.querySelector<HTMLElement>('[data-testid="actions"]');
  if (!root || optionPages.get().pages < 2) return false;
  optionPages.set({ ...optionPages.get(), page: optionPages.get().page + 1 });
  numberOptions(root);
  return true;
}

/** Keeps the numbers right while the panel's buttons come and go (a ref callback for the panel). */
export function watchOptionNumbers(root: HTMLElement | null): (() => void) | void {
  if (!root) return;
  numberOptions(root);
  const observer = new MutationObserver(() => numberOptions(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Inputs that take no typed text: on a checkbox or a slider the shortcuts still work. */
const NOT_TEXT = ['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'color', 'file'];

function isTyping(el: Element | null): boolean {
  if (el instanceof HTMLInputElement) return !NOT_TEXT.includes(el.type);
  if (!(el instanceof HTMLElement)) return false;
  return el.isContentEditable || ['TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** Closers of what floats over the table while it is open (the sound panel, a game's enlarged card…), run by Esc with the rest. */
const popovers = new Set<() => void>();

/** Lets Esc close a popover while it is open; returns the removal (an effect's cleanup). */
export function closeOnEscape(close: () => void): () => void {
  popovers.add(close);
  return () => {
    popovers.delete(close);
  };
}

function isControl(el: Element | null): boolean {
  return el instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(el.tagName);
}

function options(): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>(OPTION_SELECTOR)];
}

/** A key presses only what a click could: not a hidden control, nor one the page has set to rest (the guided game's coach). */
function clickable(button: HTMLElement): boolean {
  const style = getComputedStyle(button);
  return button.getClientRects().length > 0 && style.pointerEvents !== 'none' && style.visibility !== 'hidden';
}

function press(button: HTMLButtonElement | null | undefined): boolean {
  if (!button || button.disabled || !clickable(button)) return false;
  button.click();
  return true;
}

function closeAll(): boolean {
  const open = keyHelpOpen.get() || exitQuestion.get() || popovers.size > 0;
  for (const close of [...popovers]) close();
  keyHelpOpen.set(false);
  exitQuestion.set(false);
  return open;
}

/** Enter presses the decision's confirm button, but only when there is exactly one to press (keyed on this page or not). */
function confirm(): boolean {
  const primary = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="actions"] button.primary')].filter((b) => !b.disabled);
  return primary.length === 1 && press(primary[0]);
}

/** Installs the window's key handler; returns its removal. */
export function installKeyboardPlay(): () => void {
  const focus = trackFocusOrigin();
  const run = (command: KeyCommand): boolean => {
    // With the shortcut list open, only Esc and ? act: nothing moves behind it.
    if (keyHelpOpen.get() && command.type !== 'close' && command.type !== 'help') return false;
    switch (command.type) {
      case 'option': return press(options().find((b) => b.dataset.option === command.key));
      case 'page': return nextOptionPage();
      case 'confirm': return confirm();
      case 'undo': return press(document.querySelector<HTMLButtonElement>('[data-testid="undo"], [data-shortcut="undo"]'));
      case 'hint': return press(document.querySelector<HTMLButtonElement>('[data-testid="hint"]'));
      case 'close': return closeAll();
      case 'help':
        keyHelpOpen.set(!keyHelpOpen.get());
        return true;
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.repeat) return;
    const active = document.activeElement;
    const command = keyCommand({
      key: e.key, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, typing: isTyping(active), onControl: isControl(active),
      clicked: focus.byPointer(active), inDecision: active instanceof Element && active.closest('[data-testid="actions"]') !== null,
    });
    if (!command) return;
    // A confirm that found nothing to press may still have to keep the browser from pressing the clicked control.
    if (run(command) || (command.type === 'confirm' && command.otherwise === 'nothing')) e.preventDefault();
  };
  window.addEventListener('keydown', onKey);
  return () => {
    window.removeEventListener('keydown', onKey);
    focus.stop();
  };
}
