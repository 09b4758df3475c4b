/** Branded ids: a CardId and a SeatId can never be swapped by mistake. */
import type { SeatId } from '../../kit/ids';
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A physical card, e.g. "paladin-3". Stable across saves. */
export type CardId = Brand<string, 'CardId'>;
/** Seats are the kit's, shared by every game. */
export type { SeatId } from '../../kit/ids';
/** A priority promise token, e.g. "promise-2". */
export type PromiseId = Brand<string, 'PromiseId'>;

export const cardId = (s: string): CardId => s as CardId;
export { nextSeat, seatId, seats, turnOrder } from '../../kit/ids';
export const promiseId = (s: string): PromiseId => s as PromiseId;

/** Seats whose flag in a per-seat list matches `want` (no intermediate arrays: this runs in guards). */
export function seatsWhere(flags: readonly boolean[], want: boolean): SeatId[] {
  const out: SeatId[] = [];
  for (let i = 0; i < flags.length; i++) if (flags[i] === want) out.push(i as SeatId);
  return out;
}
