/**
 * A quick model of how a round plays out, on a table of values: what each seat would gain from
 * each revealed card and from a plague card. Used to choose announcements and to predict the
 * seats that announce later.
 *
 * Disputes: the disputant who cares most (card value minus the best open card) keeps the card;
 * the others concede and pick an open card, paid enough to prefer that to the plague test. If
 * the keeper cannot afford that, nobody deals and the plague test decides.
 */
import type { SeatId } from '../../../engine/games/mirianth';

export interface ValueTable {
  /** gain[seat][card]: value of the revealed card (by index) to that seat. */
  gain: number[][];
  /** Value of a plague card to each seat (usually negative). */
  plague: number[];
  /** Cards left in the plague deck: 0 means losers of a plague test get nothing. */
  plagueLeft: number;
  /** beats[a][b]: seat a holds a promise from b that applies this round. */
  beats: boolean[][];
}

function bestOpen(t: ValueTable, seat: number, open: readonly number[]): number {
  let best = 0;
  let any = false;
  for (const o of open) {
    const g = t.gain[seat]?.[o] ?? 0;
    if (!any || g > best) best = g;
    any = true;
  }
  return any ? best : 0;
}

/** Expected gain of each disputant (index-aligned with `disputants`). */
export function disputeGains(t: ValueTable, disputants: readonly number[], card: number, open: readonly number[]): number[] {
  const k = disputants.length;
  const w = disputants.map((s) => t.gain[s]?.[card] ?? 0);
  const l = disputants.map((s) => (t.plagueLeft > 0 ? t.plague[s] ?? 0 : 0));
  const q = disputants.map((s) => bestOpen(t, s, open));
  const noDeal = w.map((wi, i) => (wi + (k - 1) * (l[i] ?? 0)) / k);
  // A promise that applies wins outright against its promiser.
  let keeper = -1;
  for (let i = 0; i < k && keeper < 0; i++) {
    const a = disputants[i] ?? 0;
    if (disputants.every((b) => b === a || (t.beats[a]?.[b] ?? false))) keeper = i;
  }
  if (keeper >= 0) return disputants.map((_, i) => (i === keeper ? w[i] ?? 0 : q[i] ?? 0));
  let best = 0;
  for (let i = 1; i < k; i++) if ((w[i] ?? 0) - (q[i] ?? 0) > (w[best] ?? 0) - (q[best] ?? 0)) best = i;
  let pay = 0;
  for (let i = 0; i < k; i++) if (i !== best) pay += Math.max(0, (noDeal[i] ?? 0) - (q[i] ?? 0));
  if ((w[best] ?? 0) - pay < (noDeal[best] ?? 0)) return noDeal;
  return disputants.map((_, i) => (i === best ? (w[i] ?? 0) - pay : Math.max(q[i] ?? 0, noDeal[i] ?? 0)));
}

/** Expected gain of every seat once all announcements are known (null = pass). */
export function roundGains(t: ValueTable, announced: readonly (number | null)[], cards: number): number[] {
  const gains = announced.map(() => 0);
  const claim: number[][] = Array.from({ length: cards }, () => []);
  announced.forEach((c, s) => { if (c !== null) claim[c]?.push(s); });
  const open: number[] = [];
  for (let c = 0; c < cards; c++) if ((claim[c]?.length ?? 0) === 0) open.push(c);
  for (let c = 0; c < cards; c++) {
    const who = claim[c] ?? [];
    if (who.length === 1) gains[who[0] ?? 0] = t.gain[who[0] ?? 0]?.[c] ?? 0;
    else if (who.length > 1) disputeGains(t, who, c, open).forEach((g, i) => { gains[who[i] ?? 0] = g; });
  }
  return gains;
}

/**
 * Seats still to announce (`order`) pick, in order, the card worth most to them given what is already
 * announced (each assumes nobody after them reacts).
 */
export function predictAnnouncements(
  t: ValueTable, order: readonly SeatId[], announced: readonly (number | null)[], cards: number, mayPass: boolean,
): (number | null)[] {
  const out = announced.slice();
  for (const seat of order) {
    let best: number | null = null;
    let bestGain = -Infinity;
    const options: (number | null)[] = [];
    for (let c = 0; c < cards; c++) options.push(c);
    if (mayPass) options.push(null);
    for (const c of options) {
      out[seat] = c;
      const g = roundGains(t, out, cards)[seat] ?? 0;
      if (g > bestGain) {
        bestGain = g;
        best = c;
      }
    }
    out[seat] = best;
  }
  return out;
}
