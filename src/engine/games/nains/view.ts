/**
 * What a seat may see: other seats' bids only once their tavern is revealed (their pouches never),
 * deck contents but never their order, Svara's look only by her owner. Owned coins are public.
 */
import type { SeatId } from '../../kit/ids';
import { seenCommits } from '../../kit/steps';
import { sortCoins } from './rules/coins';
import { ownedCoins } from './rules/state';
import type { NainsEvent, NainsState, NainsView } from './types';

const byId = (ids: readonly string[]): string[] => ids.slice().sort();

export function nainsView(s: NainsState, viewer: SeatId | null): NainsView {
  const { rng: _rng, decks, bids, placed, decision, events: _events, ...rest } = s;
  return {
    ...rest,
    you: viewer,
    players: s.players.map((p, i) => ({ ...p, coins: sortCoins(ownedCoins(s, i as SeatId)) })),
    decks: { era1: byId(decks.era1), era2: byId(decks.era2) },
    bids: bids ? seenCommits(bids, viewer) : null,
    placed: placed
      ? placed.map((p, i) => (i === viewer ? { taverns: p.taverns.slice(), pouch: p.pouch.slice() } : { taverns: p.taverns.map((c, t) => (t < s.revealed ? c : null)), pouch: null }))
      : null,
    decision: decision?.kind === 'svara' && decision.seat !== viewer ? { ...decision, cards: [] } : decision,
  };
}

/** Events carrying a hidden bid or Svara's look reach other seats without them. */
export function nainsAudience(event: NainsEvent, viewer: SeatId | null): NainsEvent {
  if (event.type === 'bidPlaced' && event.seat !== viewer) return { ...event, taverns: null };
  if (event.type === 'svaraLooked' && event.seat !== viewer) return { ...event, cards: null };
  return event;
}
