/** Mirianth's screens off the table's path (replay, guided game, rules): loaded on demand. */
import { lazy } from 'react';

const loaders = {
  replay: () => import('./saves/ReplayScreen'),
  coach: () => import('./coach/CoachLayer'),
  rules: () => import('./rules/RulesScreen'),
};

export const ReplayScreen = lazy(() => loaders.replay().then((m) => ({ default: m.ReplayScreen })));
export const CoachLayer = lazy(() => loaders.coach().then((m) => ({ default: m.CoachLayer })));
export const RulesScreen = lazy(() => loaders.rules().then((m) => ({ default: m.RulesScreen })));

export function prefetchMirianthScreens(): void {
  for (const load of Object.values(loaders)) void load();
}
