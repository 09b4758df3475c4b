/** The keys of a table that answers from a numbered list (Nains, Miremarsh), for the `?` list. */
import type { Shortcut } from '../../shell/shellControls';

export const LIST_SHORTCUTS: readonly Shortcut[] = [
  { keys: '1–9', what: 'shell.keys.answer' },
  { keys: 'H', what: 'keys.hint' },
  { keys: 'U', what: 'shell.keys.undo' },
  { keys: '← →', what: 'shell.keys.replay' },
  { keys: 'Tab', what: 'shell.keys.tab' },
  { keys: 'Esc', what: 'shell.keys.close' },
  { keys: '?', what: 'keys.help' },
];
