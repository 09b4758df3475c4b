/** Which registered game's own screen is on, for the parts of the page that step aside for it. */
import type { GameTable } from '../games/gameTable';
import { TABLES } from '../games/registry';
import { useActiveScreen as useActiveOf } from './ScreenHost';

/** The table whose own screen is showing, or null when the app frame shows the game. */
export function useActiveScreen(): GameTable | null {
  return useActiveOf(TABLES);
}

/** Fetches every game's on-demand screens without showing them. */
export function prefetchGameScreens(): void {
  for (const t of TABLES) {
    void t.screen?.load();
    t.prefetch?.();
  }
}
