/**
 * What a key press means at the table, as pure functions (the DOM side lives in keyboardPlay.ts).
 * Kept apart from the DOM so the mapping can be tested without a browser.
 */

export type KeyCommand =
  | { type: 'digit'; digit: number }
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
  if (/^[0-9]$/.test(e.key)) return { type: 'digit', digit: Number(e.key) };
  switch (e.key) {
    case 'Enter': return enter(e);
    case 'u':
    case 'U': return { type: 'undo' };
    case 'h':
    case 'H': return { type: 'hint' };
    case 'Escape': return { type: 'close' };
    case '?': return { type: 'help' };
    default: return null;
  }
}

/**
 * Option numbers may need two digits (a deal form has more than nine buttons). `pending` is what
 * was typed so far. A number that a further digit could still extend waits (`pending` is kept and
 * `pick` is null) until the next digit or the timeout; anything else picks at once.
 */
export function typeDigit(pending: string, digit: number, count: number): { pick: number | null; pending: string } {
  const typed = `${pending}${digit}`;
  const n = Number(typed);
  if (n === 0 || n > count) {
    // Not an option: start over with this digit alone when it names one, else drop it.
    return pending === '' ? { pick: null, pending: '' } : typeDigit('', digit, count);
  }
  if (n * 10 <= count) return { pick: null, pending: typed };
  return { pick: n, pending: '' };
}

/** How long a digit that could start a two-digit number waits for the second one. */
export const DIGIT_WAIT_MS = 600;
