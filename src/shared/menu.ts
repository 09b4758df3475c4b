/**
 * What the application menu asks the page to do. Quit too: the page autosaves, then confirms. The
 * zoom actions change the page's UI scale setting (90–150%), which the page remembers.
 */
export const MENU_ACTIONS = ['new', 'continue', 'save', 'load', 'replay', 'learn', 'quit', 'zoomIn', 'zoomOut', 'zoomReset'] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

export function isMenuAction(value: unknown): value is MenuAction {
  return typeof value === 'string' && (MENU_ACTIONS as readonly string[]).includes(value);
}
