/** Ranks in a column at a glance: a pip per rank, gold while inside a complete line; a hollow pip where the next line still needs one. */
const SHOWN = 7;

export function RankMeter({ ranks, lines }: { ranks: number; lines: number }) {
  const pips = Math.min(SHOWN, Math.max(ranks, lines + 1));
  return (
    <span className="rank-meter" aria-hidden="true">
      {Array.from({ length: pips }, (_, i) => <i key={i} className={i < lines ? 'in-line' : i < ranks ? 'rank' : 'missing'} />)}
      {ranks > SHOWN && <small>+</small>}
    </span>
  );
}
