/** Helpers to build Nains positions for rule tests. */
import { seatId, type SeatId } from '../../../../src/engine/kit/ids';
import { advance } from '../../../../src/engine/games/nains/rules/advance';
import { applyNains } from '../../../../src/engine/games/nains/rules/apply';
import { emptyArmy } from '../../../../src/engine/games/nains/rules/army';
import { setupGame } from '../../../../src/engine/games/nains/rules/setup';
import type { Army, CardId, Coin, NainsMove, NainsState, Order } from '../../../../src/engine/games/nains/types';

export const S = (n: number): SeatId => seatId(n);

export function base(lords: number, seed = 1): NainsState {
  return setupGame(seed, Array.from({ length: lords }, (_, i) => `P${i}`), 1);
}

/** An army from column lists (cards in the order they entered, no markers). */
export function army(cols: Partial<Record<Order, CardId[]>>): Army {
  const a = emptyArmy();
  for (const [order, ids] of Object.entries(cols) as [Order, CardId[]][]) a[order] = ids.map((id) => ({ id, pariah: false }));
  return a;
}

export interface TavernSetup {
  lords: number;
  gems?: number[];
  /** Per seat: the three tavern coins and the pouch. */
  placed: { taverns: Coin[]; pouch: Coin[] }[];
  taverns: CardId[][];
  /** Which tavern is resolved first (earlier ones count as done). */
  tavern?: number;
  treasury?: number[];
  edit?: (s: NainsState) => NainsState;
}

/** A turn whose bids are in: the driver reveals `tavern` and asks its first decision. */
export function atTavern(t: TavernSetup): NainsState {
  const start = base(t.lords);
  const tavern = t.tavern ?? 0;
  let s: NainsState = {
    ...start,
    era: 1,
    turn: 1,
    step: 'bidding',
    bids: null,
    taverns: t.taverns.map((x) => x.slice()),
    placed: t.placed.map((p) => ({ taverns: p.taverns.slice(), pouch: p.pouch.slice() })),
    players: start.players.map((p, i) => ({ ...p, coins: [], gem: t.gems?.[i] ?? p.gem })),
    revealed: tavern,
    treasury: t.treasury ?? start.treasury,
  };
  if (t.edit) s = t.edit(s);
  return advance(s);
}

export function play(s: NainsState, ...moves: NainsMove[]): NainsState {
  return moves.reduce((cur, m) => applyNains(cur, m), s);
}

export function decisionOf(s: NainsState): string {
  return s.decision ? `${s.decision.kind}:${s.decision.seat}` : s.step;
}
