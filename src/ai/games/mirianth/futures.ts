/**
 * Determinized futures. A sample draws a full draw-deck order consistent with the view (the
 * Last Round card placed at a quantile of the positions it can still hold), works out how many
 * rounds that order leaves, and keeps the cards those rounds will reveal. A seat's future is then
 * a type-balanced draw, one card per round it is likely to win, from exactly those cards.
 */
import type { CardDef, LastRoundStatus, PlayerView } from '../../../engine/games/mirianth';
import { LAST_ROUND_ID } from '../../../engine/games/mirianth/cards/catalog';
import { sampleDrawDeck } from './determinize';
import { unseenCards } from './knowledge';
import type { XoroShiro128Plus } from './rng';

export interface SampledFuture {
  /** Rounds after the current one. */
  rounds: number;
  /** The cards those rounds reveal. */
  revealed: CardDef[];
}

/** The van der Corput sequence in base 2: every prefix is spread evenly over [0, 1). */
export function spreadPoint(i: number): number {
  let x = 0;
  let f = 0.5;
  for (let n = i; n > 0; n >>= 1, f /= 2) if (n & 1) x += f;
  return x;
}

/** One deck order consistent with the view, the Last Round card at quantile `u` of its span. */
export function sampleFuture(view: PlayerView, rng: XoroShiro128Plus, u: number): SampledFuture {
  const n = view.players.length;
  const defs = new Map<string, CardDef>();
  for (const d of unseenCards(view).draw) defs.set(d.id, d);
  const deck = sampleDrawDeck(view, rng, u);
  // Replay the round ends and reveals as the engine does (endRound, startRound).
  let status: LastRoundStatus = view.lastRound;
  let i = 0;
  let rounds = 0;
  const revealed: CardDef[] = [];
  for (;;) {
    if (status === 'thisIsLast' || status === 'over') break;
    if (status === 'nextIsLast') status = 'thisIsLast';
    let got = 0;
    while (got < n && i < deck.length) {
      const id = deck[i++];
      if (id === LAST_ROUND_ID) {
        if (status === 'notYet') status = 'nextIsLast';
        continue;
      }
      const d = id === undefined ? undefined : defs.get(id);
      if (!d) break;
      revealed.push(d);
      got++;
    }
    if (got === 0) break;
    rounds++;
    if (got < n) status = 'thisIsLast';
  }
  return { rounds, revealed };
}
