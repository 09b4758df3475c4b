/**
 * Screens off the table's path load on demand, so the first page load parses only what the table
 * and the new-game screen need (issue 17: interactive in under 1 s). Once the table is ready they
 * are fetched in idle time, so opening one later does not wait on the network.
 */
import { lazy } from 'react';
import { prefetchGameScreens } from './gameScreens';

const loaders = {
  lan: () => import('../lan/LanScreens'),
  savedGames: () => import('../saves/SavedGamesScreen'),
};

export const LanScreens = lazy(() => loaders.lan().then((m) => ({ default: m.LanScreens })));
export const SavedGamesScreen = lazy(() => loaders.savedGames().then((m) => ({ default: m.SavedGamesScreen })));

/** Fetches every lazy screen without showing it (called once the table has drawn). */
export function prefetchScreens(): void {
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
  idle(() => {
    for (const load of Object.values(loaders)) void load();
    prefetchGameScreens();
  });
}
