/**
 * Lets the person click only what the guided game needs: the next control of the scripted move
 * glows and the panel's other controls rest (CSS in coach.css); while the coach waits for Next,
 * the whole panel rests. Works on the DOM because the panels are shared with every other game.
 */
import { useEffect } from 'react';
import type { Move } from '../../../../engine/games/mirianth';
import { nextControl, type ControlDom } from './controls';

const GLOW = 'data-coach-glow';

function byTestId(root: ParentNode, id: string): Element | null {
  return root.querySelector(`[data-testid="${CSS.escape(id)}"]`);
}

/**
 * Whether `el` shows whole in its scrolling panel, above the deal form's sticky footer: the panel
 * may shrink after the glow is set (a card appears above it), so this is asked on every change.
 */
function inSight(el: Element): boolean {
  let box: Element | null = el.parentElement;
  while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  if (!box) return true;
  const r = el.getBoundingClientRect();
  const area = box.getBoundingClientRect();
  const footer = el.closest('[data-testid="deal-footer"]') ? null : box.querySelector('[data-testid="deal-footer"]');
  const bottom = footer ? Math.min(area.bottom, footer.getBoundingClientRect().top) : area.bottom;
  return r.top >= area.top - 1 && r.bottom <= bottom + 1;
}

function mark(move: Move | null, holding: boolean): void {
  const html = document.documentElement;
  html.classList.toggle('coach-hold', holding);
  html.classList.toggle('coach-steer', !holding && move !== null);
  const actions = document.querySelector('[data-testid="actions"]');
  const id = !holding && move && actions ? nextControl(move, domOf(actions)) : null;
  const want = id && actions ? byTestId(actions, id) : null;
  for (const el of document.querySelectorAll(`[${GLOW}]`)) if (el !== want) el.removeAttribute(GLOW);
  if (want && !want.hasAttribute(GLOW)) want.setAttribute(GLOW, 'next');
  if (want && !inSight(want)) want.scrollIntoView({ block: 'center' });
}

function domOf(actions: Element): ControlDom {
  return {
    pressed: (id) => {
      const el = byTestId(actions, id);
      return el ? el.getAttribute('aria-pressed') === 'true' : null;
    },
    exists: (id) => byTestId(actions, id) !== null,
    pressedIds: () => [...actions.querySelectorAll('[aria-pressed="true"][data-testid]')].map((el) => el.getAttribute('data-testid') ?? ''),
  };
}

/** `active`: a guided game is on; otherwise nothing on the page is touched. */
export function useGuidedControls(active: boolean, move: Move | null, holding: boolean): void {
  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    html.classList.add('coach-on');
    mark(move, holding);
    const observer = new MutationObserver(() => mark(move, holding));
    const hud = document.querySelector('.hud') ?? document.body;
    observer.observe(hud, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed', 'disabled'] });
    return () => {
      observer.disconnect();
      html.classList.remove('coach-on', 'coach-hold', 'coach-steer');
      for (const el of document.querySelectorAll(`[${GLOW}]`)) el.removeAttribute(GLOW);
    };
  }, [active, move, holding]);
}
