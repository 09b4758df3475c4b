/** Branded ids: a CardId and a SeatId can never be swapped by mistake. */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A physical card, e.g. "paladin-3". Stable across saves. */
export type CardId = Brand<string, 'CardId'>;
/** A seat index, clockwise from 0. */
export type SeatId = Brand<number, 'SeatId'>;
/** A priority promise token, e.g. "promise-2". */
export type PromiseId = Brand<string, 'PromiseId'>;

export const cardId = (s: string): CardId => s as CardId;
export const seatId = (n: number): SeatId => n as SeatId;
export const promiseId = (s: string): PromiseId => s as PromiseId;

/** All seats of a table, in clockwise order. */
export function seats(count: number): SeatId[] {
  return Array.from({ length: count }, (_, i) => seatId(i));
}

/** Seats whose flag in a per-seat list matches `want` (no intermediate arrays: this runs in guards). */
export function seatsWhere(flags: readonly boolean[], want: boolean): SeatId[] {
  const out: SeatId[] = [];
  for (let i = 0; i < flags.length; i++) if (flags[i] === want) out.push(i as SeatId);
  return out;
}

const orders = new Map<number, readonly SeatId[]>();

/** Seats in clockwise order starting from `first` (shared and frozen: it is asked for on every move). */
export function turnOrder(count: number, first: SeatId): readonly SeatId[] {
  const key = count * 16 + first;
  let order = orders.get(key);
  if (!order) {
    order = Object.freeze(Array.from({ length: count }, (_, i) => seatId((first + i) % count)));
    orders.set(key, order);
  }
  return order;
}
