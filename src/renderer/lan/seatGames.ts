/**
 * The games following a client that sits (or watches) at a LAN table: every game with a LAN table
 * (the registry's `lan`) attaches to it and keeps its own game's frames, read through the one
 * session interface. `release` lets go of them all.
 */
import type { LanPlay, LanSeat } from '../games/gameTable';
import { TABLES } from '../games/registry';
import type { RemoteClient } from './remoteClient';

/** One game's seat at the table, with how the game plays there (its screen, its bar). */
export interface SeatedGame {
  seat: LanSeat;
  lan: LanPlay;
}

/** The seats of this page at its LAN table, one per game, by game id. */
export type LanSeats = ReadonlyMap<string, SeatedGame>;

export function seatGames(client: RemoteClient): { seats: LanSeats; release(): void } {
  const seats = new Map(TABLES.flatMap((t) => (t.lan ? [[t.id, { seat: t.lan.attach(client), lan: t.lan }] as const] : [])));
  return {
    seats,
    release() {
      for (const { seat } of seats.values()) seat.dispose();
    },
  };
}
