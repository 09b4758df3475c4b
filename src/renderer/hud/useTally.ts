/**
 * The scoring tally: each category counts up in turn, written straight into the cells (per-frame
 * values never go through React state). Instant speed or reduced motion shows the totals at once.
 */
import { useEffect, useRef, useState } from 'react';

export type Cells = Map<string, HTMLElement>;

export function useTally(rows: readonly { key: string; values: number[] }[], animate: boolean, perRowMs = 650): { cells: React.RefObject<Cells>; done: boolean } {
  const cells = useRef<Cells>(new Map());
  const signature = rows.map((r) => `${r.key}:${r.values.join(',')}`).join('|');
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const done = !animate || doneFor === signature;

  useEffect(() => {
    const write = (row: number, fraction: number) => {
      const r = rows[row];
      if (!r) return;
      r.values.forEach((v, seat) => {
        const el = cells.current.get(`${r.key}-${seat}`);
        if (!el) return;
        el.textContent = String(Math.round(v * fraction));
        el.classList.toggle('pending', fraction === 0);
      });
    };
    if (!animate) {
      rows.forEach((_, i) => write(i, 1));
      return;
    }
    rows.forEach((_, i) => write(i, 0));
    let frame = 0;
    const t0 = performance.now();
    const tick = (now: number) => {
      const elapsed = now - t0;
      const row = Math.floor(elapsed / perRowMs);
      for (let i = 0; i < rows.length; i++) write(i, i < row ? 1 : i === row ? Math.min(1, (elapsed % perRowMs) / (perRowMs * 0.8)) : 0);
      if (row < rows.length) frame = requestAnimationFrame(tick);
      else setDoneFor(signature);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the rows
  }, [signature, animate, perRowMs]);

  return { cells, done };
}
