/** The card under the pointer, for the HUD's enlarged view. Changes on hover only, never per frame. */
import type { CardId } from '../../../../engine/games/mirianth';
import { closeOnEscape } from '../../../hud/keys/keyboardPlay';
import { createStore } from '../../../store';

/** A hovered card and its box in window coordinates; `table` when the enlarged card is on the canvas. */
export interface Hovered { id: CardId; x: number; y: number; w: number; h: number; source: 'table' | 'chip' }

/** A hover over the same card again is no change: the enlarged view stays where it opened. */
export const hoverStore = createStore<Hovered | null>(null, (a, b) => a?.id === b?.id);

/** While a card is enlarged, Esc closes it; a chip's card shows while the chip has focus, so Esc lets go of the chip too (Enter confirms again). */
function closeHover(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.classList.contains('chip')) active.blur();
  hoverStore.set(null);
}

let escape: (() => void) | null = null;
hoverStore.subscribe(() => {
  const shown = hoverStore.get() !== null;
  if (shown && !escape) escape = closeOnEscape(closeHover);
  else if (!shown && escape) {
    escape();
    escape = null;
  }
});
