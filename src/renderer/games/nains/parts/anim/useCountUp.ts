/** The score sheet's rows count up one after another (off at Instant and under reduced motion). */
import { useEffect, useState } from 'react';

/** Fraction shown of each row: 1 = its full value. */
export function useCountUp(rows: number, perRowMs: number): number[] {
  const animate = perRowMs > 0;
  const [shown, setShown] = useState<number[]>(() => Array.from({ length: rows }, () => 0));
  useEffect(() => {
    if (!animate) return;
    let frame = 0;
    const t0 = performance.now();
    const tick = (now: number) => {
      const row = (now - t0) / perRowMs;
      setShown(Array.from({ length: rows }, (_, i) => Math.max(0, Math.min(1, row - i))));
      if (row < rows) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [rows, perRowMs, animate]);
  return animate ? shown : Array.from({ length: rows }, () => 1);
}
