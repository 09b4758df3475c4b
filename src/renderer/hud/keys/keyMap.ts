/**
 * What a key press means at the table, as pure functions (the DOM side lives in keyboardPlay.ts).
 * Kept apart from the DOM so the mapping can be tested without a browser.
 */

export type KeyCommand =
  /** Press the decision's option at `index` (0-based): keys 1–9, then letters. */
  | { type: 'option'; index: number }
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
  if (/^[1-9]$/.test(e.key)) return { type: 'option', index: Number(e.key) - 1 };
  switch (e.key) {
    case 'Enter': return enter(e);
    case 'u':
    case 'U': return { type: 'undo' };
    case 'h':
    case 'H': return { type: 'hint' };
    case 'Escape': return { type: 'close' };
    case '?': return { type: 'help' };
    default: {
      const index = e.key.length === 1 ? OPTION_LETTERS.indexOf(e.key.toLowerCase()) : -1;
      return index < 0 ? null : { type: 'option', index: 9 + index };
    }
  }
}

/**
 * The keys of the decision's options: 1 to 9, then letters (no number key reaches 10). The letters
 * leave out H and U, which ask for a hint and undo.
 */
export const OPTION_LETTERS = 'abcdefgijklmnopqrstvwxyz';

/** The key shown on the option at `index` (0-based), or null past the last letter. */
export function optionKey(index: number): string | null {
  if (index < 9) return String(index + 1);
  return OPTION_LETTERS.charAt(index - 9) || null;
}
