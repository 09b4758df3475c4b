import { describe, expect, it, vi } from 'vitest';
import { closeOnOutside } from '../../src/renderer/hud/closeOnOutside';

/** A page with one listener slot, and a popover that holds the targets named `inside`. */
function page() {
  let listener: ((e: { target: EventTarget | null }) => void) | null = null;
  const doc = {
    addEventListener: (_: 'pointerdown', f: (e: { target: EventTarget | null }) => void) => { listener = f; },
    removeEventListener: () => { listener = null; },
  };
  const inside = { name: 'inside' } as unknown as EventTarget;
  const outside = { name: 'outside' } as unknown as EventTarget;
  const box = { contains: (n: unknown) => n === inside };
  return { doc, box, press: (target: EventTarget) => listener?.({ target }), inside, outside };
}

describe('a top-bar popover', () => {
  it('closes on a press outside it, stays open on a press inside, and stops listening once cleaned up', () => {
    const p = page();
    const close = vi.fn();
    const stop = closeOnOutside(() => p.box, close, p.doc);
    p.press(p.inside);
    expect(close).not.toHaveBeenCalled();
    p.press(p.outside);
    expect(close).toHaveBeenCalledTimes(1);
    stop();
    p.press(p.outside);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
