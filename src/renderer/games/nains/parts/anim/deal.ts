/** A dealt dwarf slides from the deck spot into its tavern, small and dark at first (still in the deck), full face on landing. */
import { byId, slideIn, type Fx } from './fx';

export function playDeal(fx: Fx, card: string): void {
  const el = byId(fx.root, `nains-card-${card}`);
  const deck = byId(fx.root, 'nains-deck');
  if (el && deck) slideIn(fx, el, deck, { scale: '0.3', filter: 'brightness(0.25)' });
}
