/** Cards entering a column, with the Wanderers' pariah check, and marker removal. */
import { cardPoints, cardRanks, cardIcons } from '../catalog';
import { ORDERS, type Army, type CardId, type Icon, type Order } from '../types';

export function emptyArmy(): Army {
  return { retaliation: [], wanderers: [], temple: [], shield: [], forge: [] };
}

/**
 * A card entering Wanderers is marked when the column already holds a card of the same printed
 * value (marked or not). No value, or 0, is never marked. Other columns never mark.
 */
export function wouldBeMarked(army: Army, order: Order, id: CardId): boolean {
  if (order !== 'wanderers') return false;
  const value = cardPoints(id);
  if (value === null || value === 0) return false;
  return army.wanderers.some((c) => cardPoints(c.id) === value);
}

export function placeCard(army: Army, order: Order, id: CardId): { army: Army; pariah: boolean } {
  const pariah = wouldBeMarked(army, order, id);
  return { army: { ...army, [order]: [...army[order], { id, pariah }] }, pariah };
}

/** Removes the marker that costs the most points (the owner's best choice); null if none. */
export function removeBestMarker(army: Army): { army: Army; card: CardId } | null {
  let best = -1;
  let value = -1;
  army.wanderers.forEach((c, i) => {
    const v = cardPoints(c.id) ?? 0;
    if (c.pariah && v > value) { best = i; value = v; }
  });
  const card = army.wanderers[best];
  if (!card) return null;
  return { army: { ...army, wanderers: army.wanderers.map((c, i) => (i === best ? { id: c.id, pariah: false } : c)) }, card: card.id };
}

export function columnRanks(army: Army, order: Order): number {
  let n = 0;
  for (const c of army[order]) n += cardRanks(c.id);
  return n;
}

/** Line k is complete when every column holds at least k ranks. */
export function completeLines(army: Army): number {
  let lines = Infinity;
  for (const order of ORDERS) lines = Math.min(lines, columnRanks(army, order));
  return lines === Infinity ? 0 : lines;
}

/** Every icon in the city: army and command area. */
export function cityIcons(army: Army, command: readonly CardId[]): Icon[] {
  const out: Icon[] = [];
  for (const order of ORDERS) for (const c of army[order]) out.push(...cardIcons(c.id));
  for (const id of command) out.push(...cardIcons(id));
  return out;
}
export const countIcon = (icons: readonly Icon[], icon: Icon): number => icons.filter((i) => i === icon).length;
