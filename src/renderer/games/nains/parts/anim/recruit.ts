/** A line completes: the city's columns glow and the line badge pulses; then the Fighter flies from the stand to the city. */
import { byId, flyCopy, glow, inside, type Fx } from './fx';

export function playLine(fx: Fx, seat: number): void {
  const city = byId(fx.root, `nains-lord-${seat}`);
  const cols = inside(city, '.columns');
  if (cols) glow(fx, cols);
  const badge = inside(city, '.lines');
  if (badge) fx.track(badge.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.6)', offset: 0.4 }, { transform: 'scale(1)' }], { duration: fx.dur, delay: fx.at }));
}

export function playRecruit(fx: Fx, seat: number, card: string): void {
  const el = inside(byId(fx.root, `nains-lord-${seat}`), `[data-card="${card}"]`);
  const stand = byId(fx.root, 'nains-stands');
  if (el && stand) flyCopy(fx, el, stand);
}
