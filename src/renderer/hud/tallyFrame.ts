/**
 * What the score tally shows at a moment: each category counts up in turn, and the total row is
 * always the sum of what the category rows show then, so rows and total agree on every frame.
 * Pure, so the rule is unit-tested without a browser.
 */
export interface TallyRow {
  key: string;
  values: number[];
}

export interface TallyCell {
  value: number;
  /** Not counted yet (drawn dimmed). */
  pending: boolean;
}

/** How far one counted row is at `elapsed` ms: 0 before its turn, 1 once done. */
function fractionOf(row: number, elapsed: number, perRowMs: number): number {
  const current = Math.floor(elapsed / perRowMs);
  if (row < current) return 1;
  if (row > current) return 0;
  return Math.min(1, (elapsed % perRowMs) / (perRowMs * 0.8));
}

/**
 * The cells at `elapsed` ms (Infinity: the final sheet). The row whose key is `totalKey` is not
 * counted on its own: it sums the counted rows' shown values.
 */
export function tallyFrame(rows: readonly TallyRow[], elapsed: number, perRowMs: number, totalKey?: string): Map<string, TallyCell[]> {
  const counted = rows.filter((r) => r.key !== totalKey);
  const out = new Map<string, TallyCell[]>();
  counted.forEach((r, i) => {
    const fraction = fractionOf(i, elapsed, perRowMs);
    out.set(r.key, r.values.map((v) => ({ value: Math.round(v * fraction), pending: fraction === 0 })));
  });
  const total = rows.find((r) => r.key === totalKey);
  if (total) {
    const shown = [...out.values()];
    out.set(total.key, total.values.map((_, seat) => ({
      value: shown.reduce((sum, cells) => sum + (cells[seat]?.value ?? 0), 0),
      pending: shown.every((cells) => cells[seat]?.pending !== false),
    })));
  }
  return out;
}

/** How long the whole tally takes: one turn per counted row. */
export function tallyLength(rows: readonly TallyRow[], perRowMs: number, totalKey?: string): number {
  return rows.filter((r) => r.key !== totalKey).length * perRowMs;
}
