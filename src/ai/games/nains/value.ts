/**
 * What a card, a Fighter or a coin is worth to a Lord, read from the public table and the Lord's
 * own city: the score it adds now (scoreCity's marginal, which already carries the Temple
 * multiplier, distinct runes squared, the Shield slope and markers) plus rough future terms
 * (a line's recruit, rank balance, Era 1 majorities and Malt, Retaliation coin growth).
 */
import type { SeatId } from '../../../engine/kit/ids';
import { cardIcons, dwarf, standCard } from '../../../engine/games/nains/catalog';
import { columnRanks, completeLines, placeCard } from '../../../engine/games/nains/rules/army';
import { scoreCity } from '../../../engine/games/nains/rules/scoring';
import { ORDERS, type Army, type CardId, type Coin, type NainsPlayer, type Order } from '../../../engine/games/nains/types';

/** A recruit is worth about this much Bravery. */
export const LINE_VALUE = 9;

export interface Table {
  era: 1 | 2;
  turn: number;
  names: readonly string[];
  players: readonly NainsPlayer[];
}

const NO_COINS: Coin[] = [];

export function cityTotal(p: Pick<NainsPlayer, 'army' | 'command'>): number {
  return scoreCity({ army: p.army, command: p.command, coins: NO_COINS }).total;
}

/** Turns left after this one in the game (0 on the last). */
export function turnsLeft(t: Table): number {
  const T = t.names.length <= 3 ? 4 : 3;
  return (t.era === 1 ? T : 0) + (T - t.turn);
}

function lineTerms(before: Army, after: Army): number {
  const lines = completeLines(after) - completeLines(before);
  const low = Math.min(...ORDERS.map((o) => columnRanks(before, o)));
  // Ranks in a column that is (one of) the shortest bring the next line closer.
  let balance = 0;
  for (const o of ORDERS) if (columnRanks(before, o) === low && columnRanks(after, o) > low) balance += 2.5;
  return lines * LINE_VALUE + balance;
}

/** Era 1: ranks that take or keep the lead in an Order, and Malt towards the Certification. */
function eraOneTerms(t: Table, seat: SeatId, order: Order | null, ranks: number, malt: number): number {
  if (t.era !== 1) return 0;
  let v = malt * 1.2;
  if (order) {
    const mine = columnRanks(t.players[seat]?.army ?? emptyLike, order);
    const best = Math.max(0, ...t.players.map((p, i) => (i === seat ? 0 : columnRanks(p.army, order))));
    if (mine <= best && mine + ranks > best) v += 4;
    else if (mine + ranks > best) v += 1;
  }
  return v;
}
const emptyLike: Army = { retaliation: [], wanderers: [], temple: [], shield: [], forge: [] };

/** Future Temple multiplier: colored Temple points gain from H icons still to come (and H icons from Temple points). */
function templeFuture(p: NainsPlayer, id: CardId, order: Order | null, left: number): number {
  const icons = cardIcons(id);
  const h = icons.filter((i) => i === 'H').length;
  let v = 0;
  if (order === 'temple' && dwarf(id)) v += (dwarf(id)?.points ?? 0) * Math.min(2, left * 0.35);
  if (h > 0) v += h * Math.min(3, left * 0.4);
  return v + (p.army.temple.length === 0 && order === 'temple' ? 0.5 : 0);
}

/** The value of a tavern dwarf for `seat`; `coinUpgrade` when taking it would upgrade a coin. */
export function dwarfValue(t: Table, seat: SeatId, id: CardId, coinUpgrade: boolean): number {
  const d = dwarf(id);
  const p = t.players[seat];
  if (!d || !p) return 0;
  const placed = placeCard(p.army, d.order, id);
  const after = { army: placed.army, command: p.command };
  const left = turnsLeft(t);
  let v = cityTotal(after) - cityTotal(p);
  v += lineTerms(p.army, placed.army);
  v += eraOneTerms(t, seat, d.order, d.ranks, d.icons.filter((i) => i === 'M').length);
  v += templeFuture(p, id, d.order, left);
  if (d.order === 'retaliation' && coinUpgrade) v += 1 + Math.min(2, left * 0.4);
  return v;
}

/** The value of recruiting a stand card into `column` (null = command area). */
export function standValue(t: Table, seat: SeatId, id: CardId, column: Order | null): number {
  const c = standCard(id);
  const p = t.players[seat];
  if (!c || !p) return 0;
  const left = turnsLeft(t);
  if (column === null) {
    const after = { army: p.army, command: [...p.command, id] };
    let v = cityTotal(after) - cityTotal(p);
    if (id === 'W5') v += 3 * Math.min(3, left * 0.5);
    if (id === 'W1') v += Math.min(4, left * 0.6);
    if (c.effect === 'upgrade3') v += 3;
    return v + templeFuture(p, id, null, left);
  }
  const placed = placeCard(p.army, column, id);
  let v = cityTotal({ army: placed.army, command: p.command }) - cityTotal(p);
  v += lineTerms(p.army, placed.army);
  v += eraOneTerms(t, seat, column, c.ranks, c.icons.filter((i) => i === 'M').length);
  v += templeFuture(p, id, column, left);
  if (c.effect === 'svara') v += 8;
  if (c.effect === 'upgrade2') v += 2;
  return v;
}
