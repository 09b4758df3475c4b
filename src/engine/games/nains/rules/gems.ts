/** Play order at a tavern reveal (coin value, then gem) and the gem exchange by tie group. */
import type { SeatId } from '../../../kit/ids';

/** Seats by bid value descending, equal bids by gem descending; tie groups of 2+ equal bids. */
export function playOrder(bids: readonly number[], gems: readonly number[], seats: readonly SeatId[]): { order: SeatId[]; ties: SeatId[][] } {
  const order = seats.slice().sort((a, b) => (bids[b] ?? 0) - (bids[a] ?? 0) || (gems[b] ?? 0) - (gems[a] ?? 0));
  const ties: SeatId[][] = [];
  for (const seat of order) {
    const group = ties.find((g) => g[0] !== undefined && bids[g[0]] === bids[seat]);
    if (group) group.push(seat);
    else ties.push([seat]);
  }
  return { order, ties: ties.filter((g) => g.length > 1) };
}

/** Per group, gems ascending: the lowest swaps with the highest, the 2nd with the 2nd highest; a middle one stays. */
export function gemSwaps(ties: readonly SeatId[][], gems: readonly number[]): [SeatId, SeatId][] {
  const swaps: [SeatId, SeatId][] = [];
  for (const group of ties) {
    const byGem = group.slice().sort((a, b) => (gems[a] ?? 0) - (gems[b] ?? 0));
    for (let i = 0, j = byGem.length - 1; i < j; i++, j--) {
      const lo = byGem[i];
      const hi = byGem[j];
      if (lo !== undefined && hi !== undefined) swaps.push([lo, hi]);
    }
  }
  return swaps;
}

export function applySwaps(gems: readonly number[], swaps: readonly [SeatId, SeatId][]): number[] {
  const out = gems.slice();
  for (const [a, b] of swaps) {
    const ga = out[a] ?? 0;
    out[a] = out[b] ?? 0;
    out[b] = ga;
  }
  return out;
}
