/**
 * The Hint's mark on the action panel: the control that plays the suggested move carries
 * `data-suggested="yes"` (the yellow border Nains' and Miremarsh's answers get). A move made of
 * several clicks (a deal, a discard) marks the next control still to use, as the guided game's
 * glow does (coach/controls.ts). Works on the DOM because the panels are many and shared.
 */
import { useEffect } from 'react';
import type { Move } from '../../../../engine/games/mirianth';
import { nextControl, type ControlDom } from '../coach/controls';

const SUGGESTED = 'data-suggested';

/** The reads and writes marking needs, over the action panel (a test gives a fake). */
export interface MarkDom extends ControlDom {
  /** Test ids of the controls that carry the mark now. */
  marked(): string[];
  setMark(id: string, on: boolean): void;
}

/** Puts the mark on the control to use next for `move` and takes it off every other; returns the marked test id. */
export function markSuggested(move: Move | null, dom: MarkDom): string | null {
  const id = move ? nextControl(move, dom) : null;
  for (const m of dom.marked()) if (m !== id) dom.setMark(m, false);
  if (id !== null && !dom.marked().includes(id)) dom.setMark(id, true);
  return id;
}

function panelDom(actions: Element): MarkDom {
  const byId = (id: string) => actions.querySelector(`[data-testid="${CSS.escape(id)}"]`);
  const ids = (selector: string) => [...actions.querySelectorAll(`${selector}[data-testid]`)].map((el) => el.getAttribute('data-testid') ?? '');
  return {
    pressed: (id) => {
      const el = byId(id);
      return el ? el.getAttribute('aria-pressed') === 'true' : null;
    },
    exists: (id) => byId(id) !== null,
    pressedIds: () => ids('[aria-pressed="true"]'),
    marked: () => ids(`[${SUGGESTED}]`),
    setMark: (id, on) => {
      const el = byId(id);
      if (on) el?.setAttribute(SUGGESTED, 'yes');
      else el?.removeAttribute(SUGGESTED);
    },
  };
}

function markPanel(move: Move | null): void {
  const actions = document.querySelector('[data-testid="actions"]');
  if (actions) markSuggested(move, panelDom(actions));
}

/** Keeps the mark on the suggested move's next control while the panel changes; null takes it off. */
export function useHintMark(move: Move | null): void {
  useEffect(() => {
    markPanel(move);
    if (!move) return;
    const observer = new MutationObserver(() => markPanel(move));
    observer.observe(document.querySelector('.hud') ?? document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed', 'disabled'] });
    return () => {
      observer.disconnect();
      markPanel(null);
    };
  }, [move]);
}
