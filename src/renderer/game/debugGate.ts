/**
 * The debug hooks expose the full game state (the deck order included), so they are installed
 * only in development builds or on a page opened with `?debug` or `?e2e` (the browser tests).
 */
export function debugAllowed(search: string, dev: boolean): boolean {
  if (dev) return true;
  const params = new URLSearchParams(search);
  return params.has('debug') || params.has('e2e');
}
