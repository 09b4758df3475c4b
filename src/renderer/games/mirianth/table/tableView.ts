/**
 * The seat the table is drawn from, as the animation director shows it. The director may lag
 * behind the game while it plays events, so the playmat and the name plates follow this store
 * (not the session) and turn together with the cards.
 */
import type { SeatId } from '../../../../engine/games/mirianth';
import { createStore, useStore } from '../../../store';

export interface ShownTable { viewer: SeatId; players: number }

const shown = createStore<ShownTable>({ viewer: 0 as SeatId, players: 0 }, (a, b) => a.viewer === b.viewer && a.players === b.players);

export const tableView = {
  get: shown.get,
  set: (viewer: SeatId, players: number): void => shown.set({ viewer, players }),
  subscribe: shown.subscribe,
};

export function useShownTable(): ShownTable {
  return useStore(shown);
}
