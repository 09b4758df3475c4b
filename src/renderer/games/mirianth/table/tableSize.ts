/**
 * The table canvas's size in CSS pixels. The canvas fills the window below the top bar and, in a
 * game, left of the sidebar; the DOM overlays share its coordinates.
 */
import { createStore, useStore } from '../../../store';

interface Size { width: number; height: number }

const size = createStore<Size>(
  { width: window.innerWidth, height: Math.max(0, window.innerHeight - 46) },
  (a, b) => a.width === b.width && a.height === b.height,
);

export const tableSize = {
  get: size.get,
  set: (width: number, height: number): void => size.set({ width, height }),
  subscribe: size.subscribe,
};

export function useTableSize(): Size {
  return useStore(size);
}
