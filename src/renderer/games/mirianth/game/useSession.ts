/** Narrow reads of the session for components: a selector and an equality test, nothing more. */
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { settings, type Settings } from '../../../game/settings';
import type { SessionSnapshot } from './session';
import { shownGame, shownSnapshot, type ShownGame } from './shown';
import { useGameSource, type GameSource } from './source';

export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.is(ra[k], rb[k]));
}

function useSelected<S, T>(
  subscribe: (l: () => void) => () => void, get: () => S, select: (s: S) => T, equal: (a: T, b: T) => boolean,
): T {
  const memo = useRef<{ source: S; select: (s: S) => T; value: T } | null>(null);
  const read = useCallback(() => {
    const source = get();
    const prev = memo.current;
    if (prev && prev.source === source && prev.select === select) return prev.value;
    const value = select(source);
    if (prev && equal(prev.value, value)) {
      memo.current = { source, select, value: prev.value };
      return prev.value;
    }
    memo.current = { source, select, value };
    return value;
  }, [get, select, equal]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useSession<T>(select: (s: SessionSnapshot) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  const source = useGameSource();
  return useSelected(source.subscribe, source.getSnapshot, select, equal);
}

export function useSettings<T>(select: (s: Settings) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  return useSelected(settings.subscribe, settings.get, select, equal);
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
