/** A coin is raised: the old coin leaves for the Treasury, then the new one comes from it. */
import { coinValue, isGold } from '../../../../../engine/games/nains/rules/coins';
import { byId, centre, slideIn, type Fx } from './fx';

function findCoin(fx: Fx, seat: number, coin: string): HTMLElement | null {
  const places = [byId(fx.root, `nains-coins-${seat}`), ...[0, 1, 2].map((tv) => byId(fx.root, `nains-bid-${tv}-${seat}`))];
  for (const p of places) {
    const el = p?.querySelector<HTMLElement>(`[data-coin="${coin}"]`);
    if (el) return el;
  }
  return null;
}

export function playUpgrade(fx: Fx, seat: number, from: string, to: string): void {
  const treasury = byId(fx.root, 'nains-treasury');
  const fresh = findCoin(fx, seat, to);
  if (!treasury || !fresh) return;
  const half = fx.dur / 2;
  // The old coin: a copy of the new one, relabelled, leaving from the same spot.
  const old = fresh.cloneNode(true) as HTMLElement;
  old.removeAttribute('data-testid');
  old.className = `nains-coin nains-ghost ${from === 'trade' ? 'trade' : isGold(from) ? 'gold' : 'bronze'}`;
  const label = old.querySelector('text');
  if (label) label.textContent = from === 'trade' ? 'T' : String(coinValue(from));
  const a = centre(fx, fresh);
  const b = centre(fx, treasury);
  const r = fresh.getBoundingClientRect();
  Object.assign(old.style, { position: 'absolute', left: `${a.x - r.width / 2}px`, top: `${a.y - r.height / 2}px`, zIndex: '20', pointerEvents: 'none' });
  fx.root.appendChild(old);
  const out = old.animate([{ transform: 'none', opacity: 1 }, { transform: `translate(${b.x - a.x}px, ${b.y - a.y}px) scale(0.6)`, opacity: 0 }], { duration: half, delay: fx.at, fill: 'both', easing: 'ease-in' });
  out.addEventListener('finish', () => old.remove());
  out.addEventListener('cancel', () => old.remove());
  fx.track(out);
  slideIn(fx, fresh, treasury, { scale: '0.6' }, fx.at + half, half);
}
