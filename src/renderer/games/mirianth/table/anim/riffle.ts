/** A riffle shuffle: the pile splits in two halves that interleave back together, twice. */
import type gsap from 'gsap';
import type { Container } from 'pixi.js';

export function addRiffle(tl: gsap.core.Timeline, items: readonly Container[], cx: number, cy: number, spread: number, duration: number, at: number | string = '>'): void {
  const n = items.length;
  if (n === 0 || duration <= 0) return;
  const start = tl.duration();
  const t0 = typeof at === 'number' ? at : start;
  const half = duration / 2;
  for (let round = 0; round < 2; round++) {
    const base = t0 + round * half;
    items.forEach((c, i) => {
      const side = i < n / 2 ? -1 : 1;
      const k = side < 0 ? i : i - Math.ceil(n / 2);
      tl.to(c.position, { x: cx + side * spread, y: cy - k * 1.6, duration: half * 0.4, ease: 'power2.out' }, base);
      tl.to(c, { rotation: side * 0.14, duration: half * 0.4, ease: 'power2.out' }, base);
    });
    // Interleave: left and right halves drop alternately onto the centre pile.
    const order = items.map((_, i) => i).sort((a, b) => (a % Math.ceil(n / 2)) - (b % Math.ceil(n / 2)) || a - b);
    order.forEach((i, j) => {
      const c = items[i];
      if (!c) return;
      const when = base + half * 0.42 + (j * half * 0.5) / n;
      tl.to(c.position, { x: cx, y: cy - j * 1.2, duration: half * 0.16, ease: 'power1.in' }, when);
      tl.to(c, { rotation: 0, duration: half * 0.16 }, when);
      tl.set(c, { zIndex: j }, when);
    });
  }
}
