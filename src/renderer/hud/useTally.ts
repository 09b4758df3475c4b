/**
 * The scoring tally: each category counts up in turn, written straight into the cells (per-frame
 * values never go through React state); the total row sums what the categories show on the same
 * frame (`tallyFrame`). Instant speed or reduced motion shows the totals at once.
 */
import { useEffect, useRef, useState } from 'react';
import { tallyFrame, tallyLength, type TallyRow } from './tallyFrame';

export type Cells = Map<string, HTMLElement>;

export function useTally(rows: readonly TallyRow[], animate: boolean, totalKey?: string, perRowMs = 650): { cells: React.RefObject<Cells>; done: boolean } {
  const cells = useRef<Cells>(new Map());
  const signature = rows.map((r) => `${r.key}:${r.values.join(',')}`).join('|');
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const done = !animate || doneFor === signature;

  useEffect(() => {
    const write = (elapsed: number) => {
      for (const [key, values] of tallyFrame(rows, elapsed, perRowMs, totalKey)) {
        values.forEach((cell, seat) => {
          const el = cells.current.get(`${key}-${seat}`);
          if (!el) return;
          el.textContent = String(cell.value);
          el.classList.toggle('pending', cell.pending);
        });
      }
    };
    if (!animate) {
      write(Infinity);
      return;
    }
    write(0);
    let frame = 0;
    const t0 = performance.now();
    const length = tallyLength(rows, perRowMs, totalKey);
    const tick = (now: number) => {
      const elapsed = now - t0;
      write(elapsed);
      if (elapsed < length) frame = requestAnimationFrame(tick);
      else setDoneFor(signature);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the rows
  }, [signature, animate, perRowMs, totalKey]);

  return { cells, done };
}
