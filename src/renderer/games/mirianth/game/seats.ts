/** Who decides now, and whose side of the table is drawn at the bottom. Pure, so it is unit-tested. */
import { awaitingSeats, turnOrder, type PublicState, type SeatId } from '../../../../engine/games/mirianth';
import type { SeatConfig } from './types';

/** Awaited seats in turn order from the current revealer. */
export function awaitedInOrder(s: PublicState): SeatId[] {
  const waiting = awaitingSeats(s);
  return turnOrder(s.players.length, s.revealer).filter((seat) => waiting.includes(seat));
}

export function isHuman(seats: readonly SeatConfig[], seat: SeatId): boolean {
  const config = seats[seat];
  return config?.kind === 'human' && config.remote !== true;
}

/**
 * The seat the prompt names: the first awaited human (hot-seat players take turns in turn
 * order), else the first awaited AI, else nobody.
 */
export function actorOf(s: PublicState, seats: readonly SeatConfig[]): SeatId | null {
  const order = awaitedInOrder(s);
  return order.find((seat) => isHuman(seats, seat)) ?? order[0] ?? null;
}

/** The bottom seat: the deciding human, else the last human who decided, else the first human. */
export function viewerOf(actor: SeatId | null, previous: SeatId | null, seats: readonly SeatConfig[]): SeatId {
  if (actor !== null && isHuman(seats, actor)) return actor;
  if (previous !== null && isHuman(seats, previous)) return previous;
  const first = seats.findIndex((s) => s.kind === 'human');
  return (first < 0 ? 0 : first) as SeatId;
}

/** AI seats the game is waiting for, in turn order. */
export function awaitedAis(s: PublicState, seats: readonly SeatConfig[]): SeatId[] {
  return awaitedInOrder(s).filter((seat) => !isHuman(seats, seat));
}
