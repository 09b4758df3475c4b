/** Ids every game shares. Branded so a seat can never be swapped with a count or an index by mistake. */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A seat index, clockwise from 0. */
export type SeatId = Brand<number, 'SeatId'>;
export const seatId = (n: number): SeatId => n as SeatId;

/** All seats of a table, in clockwise order. */
export function seats(count: number): SeatId[] {
  return Array.from({ length: count }, (_, i) => seatId(i));
}

const orders = new Map<number, readonly SeatId[]>();

/** Seats in clockwise order starting from `first` (shared and frozen: games ask for it on every move). */
export function turnOrder(count: number, first: SeatId): readonly SeatId[] {
  const key = count * 16 + first;
  let order = orders.get(key);
  if (!order) {
    order = Object.freeze(Array.from({ length: count }, (_, i) => seatId((first + i) % count)));
    orders.set(key, order);
  }
  return order;
}

/** The seat after `seat` clockwise: the one place "next seat" is written. */
export function nextSeat(count: number, seat: SeatId): SeatId {
  return seatId((seat + 1) % count);
}
