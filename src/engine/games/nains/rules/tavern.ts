/** A tavern's reveal (play order and tie groups), and its end (gem exchange, leftovers). */
import { seats } from '../../../kit/ids';
import type { NainsState } from '../types';
import { coinValue } from './coins';
import { applySwaps, gemSwaps, playOrder } from './gems';
import { emit } from './state';

export function revealTavern(s: NainsState, tavern: number): NainsState {
  const bids = (s.placed ?? []).map((p) => p.taverns[tavern] ?? 'b0');
  const { order, ties } = playOrder(bids.map(coinValue), s.players.map((p) => p.gem), seats(s.names.length));
  const run = { tavern, order, ties, index: 0, stage: 'pick' as const };
  return emit({ ...s, run, revealed: tavern + 1 }, { type: 'tavernRevealed', tavern, bids, order, ties });
}

/** Gems swap by the tie groups fixed at the reveal; cards left in the tavern go out of play. */
export function closeTavern(s: NainsState): NainsState {
  const run = s.run;
  if (!run) return s;
  const swaps = gemSwaps(run.ties, s.players.map((p) => p.gem));
  const gems = applySwaps(s.players.map((p) => p.gem), swaps);
  let next: NainsState = { ...s, players: s.players.map((p, i) => ({ ...p, gem: gems[i] ?? p.gem })), run: null };
  if (swaps.length > 0) next = emit(next, { type: 'gemsSwapped', tavern: run.tavern, swaps });
  const left = next.taverns[run.tavern] ?? [];
  for (const card of left) next = emit(next, { type: 'cardDiscarded', card, seen: true });
  return { ...next, discard: [...next.discard, ...left], taverns: next.taverns.map((t, i) => (i === run.tavern ? [] : t)) };
}
