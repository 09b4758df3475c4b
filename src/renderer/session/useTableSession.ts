/** A React component's view of a table session: its snapshot, re-rendered on each update. */
import { useSyncExternalStore } from 'react';
import type { TableSession, TableSnapshot } from './tableSession';

export function useTableSession<V, M, E>(session: TableSession<V, M, E>): TableSnapshot<V, M, E> {
  return useSyncExternalStore(session.subscribe, session.get);
}
