/**
 * What a key press means at the table, as pure functions (the DOM side lives in keyboardPlay.ts).
 * Kept apart from the DOM so the mapping can be tested without a browser.
 */

export type KeyCommand =
  /** Press the decision's button that shows `key` (an option's 1–9 or letter, or a fixed key: P propose, N no deal). */
  | { type: 'option'; key: string }
  /** Show the next page of option keys (when a decision has more options than keys). */
  | { type: 'page' }
  /**
   * Press the decision's confirm button. `otherwise` is what happens when there is none to press:
   * `native` lets the browser's Enter through (it presses the focused control), `nothing` stops it.
   */
  | { type: 'confirm'; otherwise: 'native' | 'nothing' }
  | { type: 'undo' }
  | { type: 'hint' }
  | { type: 'close' }
  | { type: 'help' };

/** The parts of a keyboard event the mapping looks at. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The focused element is a text field (input, textarea, select, contenteditable). */
  typing: boolean;
  /** The focused element is a button or link: Enter and Space already activate it natively. */
  onControl: boolean;
  /** That control took its focus from a mouse or touch press (a click), not from Tab or a script. */
  clicked: boolean;
  /** That control is one of the decision's own (an option or a card of the action panel). */
  inDecision: boolean;
}

/**
 * Enter confirms the decision, except on a control the keyboard reached (Tab): there it presses that
 * control, as everywhere on the web. A clicked control keeps the focus without having been chosen by
 * the keyboard, so Enter still confirms; and when nothing can be confirmed, a clicked option or card
 * is not pressed again (that would undo the pick just made), while other clicked buttons (the coach's
 * Next, Undo) keep the browser's Enter.
 */
function enter(e: KeyPress): KeyCommand | null {
  if (!e.onControl) return { type: 'confirm', otherwise: 'native' };
  if (!e.clicked) return null;
  return { type: 'confirm', otherwise: e.inDecision ? 'nothing' : 'native' };
}

export function keyCommand(e: KeyPress): KeyCommand | null {
  // Typing a name or a seed, or a browser/OS shortcut: never a table command.
  if (e.typing || e.ctrlKey || e.metaKey || e.altKey) return null;
  if (/^[1-9]$/.test(e.key)) return { type: 'option', key: e.key };
  switch (e.key) {
    case 'Enter': return enter(e);
    case 'u':
    case 'U': return { type: 'undo' };
    case 'h':
    case 'H': return { type: 'hint' };
    case 'Escape': return { type: 'close' };
    case '?': return { type: 'help' };
    default: {
      const key = e.key.length === 1 ? e.key.toLowerCase() : '';
      if (key === PAGE_KEY) return { type: 'page' };
      return key !== '' && (OPTION_LETTERS.includes(key) || FIXED_KEYS.includes(key)) ? { type: 'option', key } : null;
    }
  }
}

/** The key that shows the next page of option keys ("more…"). */
export const PAGE_KEY = 'm';

/** Keys a button keeps whatever the page (set on it as `data-key`): Propose and No deal. */
export const FIXED_KEYS = 'pn';

/**
 * The letters of the decision's options, after 1 to 9. They leave out H and U (hint and undo), M
 * (more keys) and the fixed keys P and N (Propose, No deal).
 */
export const OPTION_LETTERS = 'abcdefgijkloqrstvwxyz';

/** Every key an option can show, in order: 1–9, then the letters (30 keys a page). */
export const OPTION_KEYS: readonly string[] = [...'123456789', ...OPTION_LETTERS];

/** Which key each option shows on the page at hand; options of other pages show none. */
export interface OptionKeyPlan { keys: (string | null)[]; page: number; pages: number }

/**
 * Keys for `count` options: 1–9, then letters. When there are more options than keys, they come in
 * pages of 30 and the page key (M) moves to the next page, the last one wrapping round to the first.
 * `page` is taken modulo the number of pages.
 */
export function optionKeyPlan(count: number, page = 0): OptionKeyPlan {
  const size = OPTION_KEYS.length;
  const pages = Math.max(1, Math.ceil(count / size));
  const at = ((page % pages) + pages) % pages;
  const keys = Array.from({ length: count }, (_, i) => (Math.floor(i / size) === at ? OPTION_KEYS[i % size] ?? null : null));
  return { keys, page: at, pages };
}
