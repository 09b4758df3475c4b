/** A Lord's coin on a tavern as the shown seat may see it: a coin, face down, or none yet. */
import type { Coin, NainsView } from '../../../../engine/games/nains/types';

export type SeenBid = { kind: 'none' } | { kind: 'down' } | { kind: 'up'; coin: Coin };

export function seenBid(view: NainsView, seat: number, tavern: number): SeenBid {
  const placed = view.placed?.[seat];
  if (placed) {
    const c = placed.taverns[tavern];
    return c === null || c === undefined ? { kind: 'down' } : { kind: 'up', coin: c };
  }
  const b = view.bids?.[seat];
  if (!b || !b.committed) return { kind: 'none' };
  if ('value' in b) {
    const c = b.value[tavern];
    return c === undefined ? { kind: 'none' } : { kind: 'up', coin: c };
  }
  return { kind: 'down' };
}
