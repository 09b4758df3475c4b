/** Narrow reads of the session for components: a selector and an equality test, nothing more. */
import { useMemo } from 'react';
import { shallowEqual, useSelected } from '../../../game/useSettings';
import type { SessionSnapshot } from './session';
import { shownGame, shownSnapshot, type ShownGame } from './shown';
import { useGameSource, type GameSource } from './source';

export { shallowEqual, useSettings } from '../../../game/useSettings';

export function useSession<T>(select: (s: SessionSnapshot) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  const source = useGameSource();
  return useSelected(source.subscribe, source.getSnapshot, select, equal);
}

/** One reader per source: the session snapshot held back to what the table has shown. */
function shownReader(source: GameSource) {
  let last: { snap: SessionSnapshot; shown: ShownGame; driven: boolean; value: SessionSnapshot } | null = null;
  return {
    subscribe: (listener: () => void) => {
      const a = source.subscribe(listener);
      const b = shownGame.subscribe(listener);
      return () => {
        a();
        b();
      };
    },
    get: (): SessionSnapshot => {
      const snap = source.getSnapshot();
      const shown = shownGame.get();
      const driven = shownGame.driven();
      if (last && last.snap === snap && last.shown === shown && last.driven === driven) return last.value;
      last = { snap, shown, driven, value: shownSnapshot(snap, shown, driven) };
      return last.value;
    },
  };
}

/** Like useSession, but view, viewer and actor are what the table shows (never ahead of the animation). */
export function useShownSession<T>(select: (s: SessionSnapshot) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  const source = useGameSource();
  const reader = useMemo(() => shownReader(source), [source]);
  return useSelected(reader.subscribe, reader.get, select, equal);
}
