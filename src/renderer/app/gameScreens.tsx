/**
 * Nains' and Miremarsh's screens (React DOM, their parts and CSS) load on demand: the first page
 * load shows Mirianth's table and the new-game screen, so their code waits until a game of theirs
 * starts, or idle time after the first frame (issue 17). Whether one is active is read from its
 * session, which the new-game screen and the saves already hold.
 */
import { lazy, useSyncExternalStore } from 'react';
import { nainsSession } from '../games/nains/nainsSession';
import { miremarshSession } from '../games/miremarsh/miremarshSession';

export const gameScreenLoaders = {
  nains: () => import('../games/nains/NainsScreen'),
  miremarsh: () => import('../games/miremarsh/MiremarshScreen'),
};

export const NainsScreen = lazy(() => gameScreenLoaders.nains().then((m) => ({ default: m.NainsScreen })));
export const MiremarshScreen = lazy(() => gameScreenLoaders.miremarsh().then((m) => ({ default: m.MiremarshScreen })));

// The same reads as the screens' own useNainsActive / useMiremarshActive, without their modules.
export function useNainsActive(): boolean {
  return useSyncExternalStore(nainsSession.subscribe, () => nainsSession.get().active);
}

export function useMiremarshActive(): boolean {
  return useSyncExternalStore(miremarshSession.subscribe, () => miremarshSession.get().active);
}
