/**
 * DOM helpers the effects share: find pieces by their test ids, measure them against the table,
 * slide a piece in from elsewhere, and fly a copy of it over the table (cities clip their cards).
 */

export interface Fx {
  root: HTMLElement;
  /** Start delay and length, ms (already scaled by the speed). */
  at: number;
  dur: number;
  /** Every Web Animation started, so a jump can finish them all at once. */
  track(a: Animation): void;
}

export const byId = (root: ParentNode, id: string): HTMLElement | null => root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

export const inside = (root: ParentNode | null, sel: string): HTMLElement | null => root?.querySelector<HTMLElement>(sel) ?? null;

/** Centre of an element, in the table's box. */
export function centre(fx: Fx, el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  const o = fx.root.getBoundingClientRect();
  return { x: r.left - o.left + r.width / 2, y: r.top - o.top + r.height / 2 };
}

/** The piece arrives from `from` (an element elsewhere on the table) to where it now stands. */
export function slideIn(fx: Fx, el: HTMLElement, from: Element, extra: Keyframe = {}, at = fx.at, dur = fx.dur): void {
  const a = centre(fx, from);
  const b = centre(fx, el);
  fx.track(el.animate(
    // Unseen until its turn comes (a waiting card is not yet on the table), then in view at once.
    [{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)`, opacity: 0, ...extra }, { opacity: 1, offset: 0.12 }, { transform: 'none', opacity: 1 }],
    { duration: dur, delay: at, easing: 'cubic-bezier(.2,.7,.3,1)', fill: 'backwards' },
  ));
}

/** A copy of `el` flies over the table from `from` to `el`; `el` shows once it lands (`hideBefore`: hidden until then). */
export function flyCopy(fx: Fx, el: HTMLElement, from: Element, at = fx.at, dur = fx.dur, hideBefore = true): void {
  const copy = el.cloneNode(true) as HTMLElement;
  const r = el.getBoundingClientRect();
  const a = centre(fx, from);
  const b = centre(fx, el);
  copy.removeAttribute('data-testid');
  copy.classList.add('nains-ghost');
  Object.assign(copy.style, { position: 'absolute', left: `${b.x - r.width / 2}px`, top: `${b.y - r.height / 2}px`, width: `${r.width}px`, height: `${r.height}px`, margin: '0', zIndex: '20', pointerEvents: 'none' });
  fx.root.appendChild(copy);
  const fly = copy.animate(
    [{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px) scale(1.5)`, opacity: 0 }, { opacity: 1, offset: 0.15 }, { transform: 'none', opacity: 1 }],
    { duration: dur, delay: at, easing: 'cubic-bezier(.3,.6,.3,1)', fill: 'both' },
  );
  fly.addEventListener('finish', () => copy.remove());
  fly.addEventListener('cancel', () => copy.remove());
  fx.track(fly);
  // A card arriving is not there before it lands; a gem in a swap stays in view until it leaves.
  fx.track(el.animate([{ opacity: 0 }, { opacity: 0 }], hideBefore ? { duration: at + dur } : { delay: at, duration: dur }));
}

/** A short glow on an element. */
export function glow(fx: Fx, el: Element, at = fx.at, dur = fx.dur): void {
  fx.track(el.animate(
    [{ boxShadow: '0 0 0 0 #f0d27a00' }, { boxShadow: '0 0 14px 4px #f0d27a', offset: 0.4 }, { boxShadow: '0 0 0 0 #f0d27a00' }],
    { duration: dur, delay: at },
  ));
}
