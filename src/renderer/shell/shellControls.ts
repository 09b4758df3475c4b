/**
 * Which controls a game's top bar shows, in the one order every game shares (pure, for tests):
 * Rules, `?`, Sound, speed and Reduce motion, View, language, Save (and the game's undo beside it),
 * Load, New game. A crowded bar (barRoom.ts) moves speed and Reduce motion into the View popover.
 */

/** One control of the shell bar. */
export type ShellControl = 'rules' | 'keys' | 'sound' | 'motion' | 'view' | 'language' | 'save' | 'load' | 'exit';

/** Every control, in the order the bar shows them. */
export const SHELL_ORDER: readonly ShellControl[] = ['rules', 'keys', 'sound', 'motion', 'view', 'language', 'save', 'load', 'exit'];

/** What the game at hand offers right now. */
export interface ShellCaps {
  /** The game has a rules screen. */
  rules: boolean;
  /** The game has keyboard shortcuts to list. */
  keys: boolean;
  /** A live game that can be saved (or a replay's steps, in the save's place). */
  save: boolean;
  /** The saved-games list can be opened from here. */
  load: boolean;
  /** A game is on: New game (asking first while it runs). */
  exit: boolean;
  /** The bar is short of room: the motion settings live in the View popover. */
  crowded: boolean;
}

export function shellControls(caps: ShellCaps): ShellControl[] {
  const shown: Record<ShellControl, boolean> = {
    rules: caps.rules, keys: caps.keys, sound: true, motion: !caps.crowded, view: true, language: true,
    save: caps.save, load: caps.load, exit: caps.exit,
  };
  return SHELL_ORDER.filter((c) => shown[c]);
}

/** A keyboard shortcut in the `?` list: the keys as printed and the i18n key of what they do. */
export interface Shortcut {
  keys: string;
  what: string;
}

/** The keys only a local game has: Undo, and a replay's steps. */
const LOCAL_ONLY_KEYS: ReadonlySet<string> = new Set(['keys.undo', 'shell.keys.undo', 'shell.keys.replay']);

/** A LAN table's `?` list: the game's keys without those of a local game (the host keeps the game). */
export function lanShortcuts(shortcuts: readonly Shortcut[]): Shortcut[] {
  return shortcuts.filter((s) => !LOCAL_ONLY_KEYS.has(s.what));
}
