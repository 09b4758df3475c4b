/** The card under the pointer, for the HUD's enlarged view. Changes on hover only, never per frame. */
import type { CardId } from '../../engine';

/** A hovered card and its box in window coordinates; `table` when the enlarged card is on the canvas. */
export interface Hovered { id: CardId; x: number; y: number; w: number; h: number; source: 'table' | 'chip' }

type Listener = () => void;
let current: Hovered | null = null;
const listeners = new Set<Listener>();

export const hoverStore = {
  get: (): Hovered | null => current,
  set(next: Hovered | null): void {
    if (current?.id === next?.id) return;
    current = next;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
