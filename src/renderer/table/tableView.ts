/**
 * The seat the table is drawn from, as the animation director shows it. The director may lag
 * behind the game while it plays events, so the playmat and the name plates follow this store
 * (not the session) and turn together with the cards.
 */
import { useSyncExternalStore } from 'react';
import type { SeatId } from '../../engine';

export interface ShownTable { viewer: SeatId; players: number }

type Listener = () => void;
let shown: ShownTable = { viewer: 0 as SeatId, players: 0 };
const listeners = new Set<Listener>();

export const tableView = {
  get: (): ShownTable => shown,
  set(viewer: SeatId, players: number): void {
    if (viewer === shown.viewer && players === shown.players) return;
    shown = { viewer, players };
    for (const l of listeners) l();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useShownTable(): ShownTable {
  return useSyncExternalStore(tableView.subscribe, tableView.get, tableView.get);
}
