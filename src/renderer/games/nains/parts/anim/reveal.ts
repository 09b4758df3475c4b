/** A tavern's reveal: its coins flip face up together. */
import { byId, glow, type Fx } from './fx';

export function playReveal(fx: Fx, tavern: number): void {
  const box = byId(fx.root, `nains-tavern-${tavern}`);
  if (!box) return;
  glow(fx, box);
  for (const coin of box.querySelectorAll<HTMLElement>('.tavern-bids .nains-coin')) {
    fx.track(coin.animate(
      [{ transform: 'rotateY(180deg)', filter: 'brightness(0.35)' }, { transform: 'rotateY(90deg)', filter: 'brightness(0.35)', offset: 0.5 }, { transform: 'none', filter: 'none' }],
      { duration: fx.dur, delay: fx.at, easing: 'ease-out', fill: 'backwards' },
    ));
  }
}
