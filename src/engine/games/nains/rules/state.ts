/** Small immutable helpers over the Nains state. */
import type { SeatId } from '../../../kit/ids';
import type { Coin, NainsEvent, NainsPlayer, NainsState, Placement } from '../types';

export function withPlayer(s: NainsState, seat: SeatId, fn: (p: NainsPlayer) => NainsPlayer): NainsState {
  return { ...s, players: s.players.map((p, i) => (i === seat ? fn(p) : p)) };
}
export function withPlacement(s: NainsState, seat: SeatId, fn: (p: Placement) => Placement): NainsState {
  if (!s.placed) return s;
  return { ...s, placed: s.placed.map((p, i) => (i === seat ? fn(p) : p)) };
}
export function emit(s: NainsState, ...events: NainsEvent[]): NainsState {
  return { ...s, events: [...s.events, ...events] };
}
export function playerOf(s: { players: readonly NainsPlayer[] }, seat: SeatId): NainsPlayer {
  const p = s.players[seat];
  if (!p) throw new Error(`No seat ${seat}`);
  return p;
}
/** Every coin a Lord owns, wherever it sits this turn. */
export function ownedCoins(s: Pick<NainsState, 'players' | 'placed'>, seat: SeatId): Coin[] {
  const placed = s.placed?.[seat];
  return placed ? [...placed.taverns, ...placed.pouch] : playerOf(s, seat).coins.slice();
}
/** The coin a Lord bid on the tavern being resolved. */
export function bidCoin(s: NainsState, seat: SeatId): Coin | null {
  if (!s.run || !s.placed) return null;
  return s.placed[seat]?.taverns[s.run.tavern] ?? null;
}
