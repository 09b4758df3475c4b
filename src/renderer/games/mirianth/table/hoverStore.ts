/** The card under the pointer, for the HUD's enlarged view. Changes on hover only, never per frame. */
import type { CardId } from '../../../../engine/games/mirianth';
import { createStore } from '../../../store';

/** A hovered card and its box in window coordinates; `table` when the enlarged card is on the canvas. */
export interface Hovered { id: CardId; x: number; y: number; w: number; h: number; source: 'table' | 'chip' }

/** A hover over the same card again is no change: the enlarged view stays where it opened. */
export const hoverStore = createStore<Hovered | null>(null, (a, b) => a?.id === b?.id);
