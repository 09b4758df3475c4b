/** A dealt dwarf slides from the deck spot into its tavern, turning face up on the way. */
import { byId, slideIn, type Fx } from './fx';

export function playDeal(fx: Fx, card: string): void {
  const el = byId(fx.root, `nains-card-${card}`);
  const deck = byId(fx.root, 'nains-deck');
  if (el && deck) slideIn(fx, el, deck, { rotate: 'y 80deg' });
}
