/** A taken card flies from its tavern (or Svara's deck) into its column of the Lord's city. */
import { byId, flyCopy, inside, type Fx } from './fx';

export function playTake(fx: Fx, seat: number, card: string, tavern: number | null): void {
  const el = inside(byId(fx.root, `nains-lord-${seat}`), `[data-card="${card}"]`);
  const from = tavern === null ? byId(fx.root, 'nains-deck') : inside(byId(fx.root, `nains-tavern-${tavern}`), '.tavern-cards');
  if (el && from) flyCopy(fx, el, from);
}
