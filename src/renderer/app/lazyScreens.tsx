/**
 * Screens off the table's path load on demand, so the first page load parses only what the table
 * and the new-game screen need (issue 17: interactive in under 1 s). Once the table is ready they
 * are fetched in idle time, so opening one later does not wait on the network.
 */
import { lazy } from 'react';
import { gameScreenLoaders } from './gameScreens';
import { bots } from '../game/runtime';

const loaders = {
  lan: () => import('../lan/LanScreens'),
  replay: () => import('../games/mirianth/saves/ReplayScreen'),
  savedGames: () => import('../saves/SavedGamesScreen'),
  coach: () => import('../games/mirianth/coach/CoachLayer'),
  rules: () => import('../games/mirianth/rules/RulesScreen'),
};

export const LanScreens = lazy(() => loaders.lan().then((m) => ({ default: m.LanScreens })));
export const ReplayScreen = lazy(() => loaders.replay().then((m) => ({ default: m.ReplayScreen })));
export const SavedGamesScreen = lazy(() => loaders.savedGames().then((m) => ({ default: m.SavedGamesScreen })));
export const CoachLayer = lazy(() => loaders.coach().then((m) => ({ default: m.CoachLayer })));
export const RulesScreen = lazy(() => loaders.rules().then((m) => ({ default: m.RulesScreen })));

/** Fetches every lazy screen without showing it, and starts the bot worker (called once the table has drawn). */
export function prefetchScreens(): void {
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
  idle(() => {
    bots().warm();
    for (const load of [...Object.values(loaders), ...Object.values(gameScreenLoaders)]) void load();
  });
}
