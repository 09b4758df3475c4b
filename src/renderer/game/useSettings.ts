/** Narrow reads of a store for components: a selector and an equality test, nothing more. */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { settings, type Settings } from './settings';

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

export function useSelected<S, T>(
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

export function useSettings<T>(select: (s: Settings) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  return useSelected(settings.subscribe, settings.get, select, equal);
}
