/** Recruiting a stand card for a completed line, and its placement effect. */
import type { SeatId } from '../../../kit/ids';
import { standCard } from '../catalog';
import { ORDERS, type CardId, type NainsState, type Order } from '../types';
import { placeCard, removeBestMarker } from './army';
import { settleLines } from './lines';
import { emit, playerOf, withPlayer } from './state';
import { svaraLook } from './svara';
import { upgradeChoices } from './upgrade';

/** Where a stand card may go: its Order, any column (black rank, Ally), or the command area (null). */
export function recruitColumns(card: CardId): (Order | null)[] {
  const c = standCard(card);
  if (!c) return [];
  if (c.rank === 'colored') return c.order ? [c.order] : [];
  if (c.rank === 'black' || c.rank === 'ally') return ORDERS.slice();
  return [null];
}

export function recruit(s: NainsState, seat: SeatId, card: CardId, column: Order | null): NainsState {
  const c = standCard(card);
  if (!c) return s;
  const stands = s.stands.filter((id) => id !== card);
  let pariah = false;
  let next = withPlayer({ ...s, stands }, seat, (p) => {
    const pending = Math.max(0, p.pending - 1);
    if (column === null) return { ...p, pending, command: [...p.command, card] };
    const placed = placeCard(p.army, column, card);
    pariah = placed.pariah;
    return { ...p, pending, army: placed.army };
  });
  next = emit(next, { type: 'recruited', seat, card, column, pariah });
  next = settleLines(next, seat);
  switch (c.effect) {
    case 'svara':
      return svaraLook(next, seat);
    case 'upgrade2':
    case 'upgrade3': {
      const bonus = c.effect === 'upgrade2' ? 2 : 3;
      return upgradeChoices(next, seat, 'any').length > 0 ? { ...next, decision: { kind: 'upgrade', seat, bonus, from: 'any' } } : next;
    }
    case 'unmark1': {
      const removed = removeBestMarker(playerOf(next, seat).army);
      if (!removed) return next;
      return emit(withPlayer(next, seat, (p) => ({ ...p, army: removed.army })), { type: 'markerRemoved', seat, card: removed.card });
    }
    default:
      return next;
  }
}
