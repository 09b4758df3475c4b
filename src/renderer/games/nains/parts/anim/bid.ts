/** A Lord bids: a face-down coin slides from their city onto each tavern, one after another. */
import { byId, slideIn, type Fx } from './fx';

export function playBid(fx: Fx, seat: number): void {
  const from = byId(fx.root, `nains-coins-${seat}`) ?? byId(fx.root, `nains-lord-${seat}`);
  if (!from) return;
  const each = fx.dur * 0.6;
  [0, 1, 2].forEach((tv) => {
    const coin = byId(fx.root, `nains-bid-${tv}-${seat}`)?.querySelector<HTMLElement>('.nains-coin');
    if (coin) slideIn(fx, coin, from, {}, fx.at + (tv * (fx.dur - each)) / 2, each);
  });
}
