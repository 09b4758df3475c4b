/**
 * A full Nains state consistent with one seat's view: the deck contents (public) in a random
 * order, and every other seat's face-down coins placed by sampling. During bidding, the other
 * seats' bids are drawn from the greedy bid model with noise (a Lord bids for the cards it wants,
 * with the coins everyone can see it holds); mid-turn, their hidden coins are spread at random.
 */
import type { Rng } from '../../kit/rng';
import { below, shuffled } from '../../kit/rng';
import type { SeatId } from '../../../engine/kit/ids';
import { pouchOf } from '../../../engine/games/nains/rules/bidding';
import type { Coin, NainsState, NainsView, Placement } from '../../../engine/games/nains/types';
import { scoreBids } from './bidModel';


/** A likely bid for `seat`: one of its few best by the bid model. */
export function sampleBid(view: NainsView, seat: SeatId, rng: Rng, spread = 4): Coin[] {
  const scored = scoreBids(view, seat, view.players[seat]?.coins ?? []).sort((a, b) => b.score - a.score);
  return scored[below(rng, Math.min(spread, scored.length))]?.bid ?? [];
}

export function determinizeNains(view: NainsView, seat: SeatId, rng: Rng, sampled?: Coin[][]): NainsState {
  const { you: _you, bids, placed, decks, ...rest } = view;
  let statePlaced: Placement[] | null = null;
  let stateBids: NainsState['bids'] = null;
  if (bids) {
    const values = bids.map((b, i): Coin[] | null => {
      if (i === seat || !b.committed) return i === seat && b.committed && 'value' in b ? b.value : i === seat ? null : (sampled?.[i] ?? sampleBid(view, i as SeatId, rng));
      if ('value' in b) return b.value;
      return sampled?.[i] ?? sampleBid(view, i as SeatId, rng);
    });
    stateBids = { seats: view.players.map((_, i) => i as SeatId), values, revealed: false };
  }
  if (placed) {
    statePlaced = placed.map((p, i): Placement => {
      if (p.pouch !== null && p.taverns.every((c) => c !== null)) return { taverns: p.taverns.filter((c): c is Coin => c !== null), pouch: p.pouch.slice() };
      const shown = p.taverns.filter((c): c is Coin => c !== null);
      const hidden = shuffled(rng, pouchOf(view.players[i]?.coins ?? [], shown));
      const taverns = [...shown, ...hidden.slice(0, 3 - shown.length)];
      return { taverns, pouch: hidden.slice(3 - shown.length) };
    });
  }
  return {
    ...rest,
    // During a turn the coins sit in `placed`; between turns (and while bidding) they are the hand.
    players: rest.players.map((p) => (statePlaced ? { ...p, coins: [] } : p)),
    rng: [rng.next() | 0, rng.next() | 0, rng.next() | 0, rng.next() | 1],
    decks: { era1: shuffled(rng, decks.era1), era2: shuffled(rng, decks.era2) },
    bids: stateBids,
    placed: statePlaced,
    events: [],
  };
}
