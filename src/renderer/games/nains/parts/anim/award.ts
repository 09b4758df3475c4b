/** Era 1 evaluation: the awarded card (an Elite Fighter or the Liquor) flies to its Lord under a short banner. */
import { byId, flyCopy, inside, type Fx } from './fx';

export function playAward(fx: Fx, seat: number, card: string, text: string): void {
  const el = inside(byId(fx.root, `nains-lord-${seat}`), `[data-card="${card}"]`);
  const from = byId(fx.root, 'nains-stands');
  const fly = fx.dur * 0.45;
  if (el && from) flyCopy(fx, el, from, fx.at + fx.dur * 0.35, fly);
  const banner = document.createElement('div');
  banner.className = 'nains-banner';
  banner.textContent = text;
  fx.root.appendChild(banner);
  const show = banner.animate(
    [{ opacity: 0, transform: 'translate(-50%, 10px) scale(0.9)' }, { opacity: 1, transform: 'translate(-50%, 0) scale(1)', offset: 0.15 }, { opacity: 1, offset: 0.8 }, { opacity: 0, transform: 'translate(-50%, -6px)' }],
    { duration: fx.dur, delay: fx.at, fill: 'both' },
  );
  show.addEventListener('finish', () => banner.remove());
  show.addEventListener('cancel', () => banner.remove());
  fx.track(show);
}
