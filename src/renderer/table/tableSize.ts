/**
 * The table canvas's size in CSS pixels. The canvas fills the window below the top bar and, in a
 * game, left of the sidebar; the DOM overlays share its coordinates.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;
let size = { width: window.innerWidth, height: Math.max(0, window.innerHeight - 46) };
const listeners = new Set<Listener>();

export const tableSize = {
  get: () => size,
  set(width: number, height: number): void {
    if (width === size.width && height === size.height) return;
    size = { width, height };
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTableSize(): { width: number; height: number } {
  return useSyncExternalStore(tableSize.subscribe, tableSize.get, tableSize.get);
}
