/** Follows where the coach's target is on screen (viewport pixels), as the table and the HUD move. */
import { useEffect, useState } from 'react';
import type { Rect } from '../table/layout/tableLayout';
import { useTableLayout } from '../table/useTableLayout';
import { tableSpotRect } from './pointer';
import type { CoachTarget } from './steps';

const POLL_MS = 200;

function same(a: Rect | null, b: Rect | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.w - b.w) < 0.5 && Math.abs(a.h - b.h) < 0.5;
}

function elementRect(el: Element | null): Rect | null {
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? { x: r.left, y: r.top, w: r.width, h: r.height } : null;
}

/** The part of `el` its scrolling ancestors let show (a panel scrolled in the sidebar). */
function visibleRect(el: Element | null): Rect | null {
  let rect = elementRect(el);
  for (let p = el?.parentElement ?? null; p && rect; p = p.parentElement) {
    const style = getComputedStyle(p);
    if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
    const box = p.getBoundingClientRect();
    const x = Math.max(rect.x, box.left);
    const y = Math.max(rect.y, box.top);
    const w = Math.min(rect.x + rect.w, box.right) - x;
    const h = Math.min(rect.y + rect.h, box.bottom) - y;
    rect = w > 1 && h > 1 ? { x, y, w, h } : null;
  }
  return rect;
}

/** `@glow`: the control the coach asks for; `^x`: the first data-testid starting with x; else a data-testid. */
function find(id: string): Element | null {
  if (id === '@glow') return document.querySelector('[data-coach-glow]');
  if (id.startsWith('^')) return document.querySelector(`[data-testid^="${id.slice(1)}"]`);
  return document.querySelector(`[data-testid="${id}"]`);
}

export interface Measured { target: Rect | null; table: Rect | null }

export function useTargetRect(target: CoachTarget, players: number): Measured {
  const layout = useTableLayout();
  const [measured, setMeasured] = useState<Measured>({ target: null, table: null });
  useEffect(() => {
    const measure = () => {
      const table = elementRect(document.querySelector('[data-testid="table"]'));
      let rect: Rect | null = null;
      if (target.kind === 'hud') {
        for (const id of target.testIds) {
          rect = visibleRect(find(id));
          if (rect) break;
        }
      } else if (layout && table) {
        const r = tableSpotRect(layout, target.spot, players);
        rect = r ? { ...r, x: r.x + table.x, y: r.y + table.y } : null;
      }
      setMeasured((prev) => (same(prev.target, rect) && same(prev.table, table) ? prev : { target: rect, table }));
    };
    measure();
    const timer = window.setInterval(measure, POLL_MS);
    return () => window.clearInterval(timer);
  }, [target, layout, players]);
  return measured;
}
