/** The table's layout for the canvas's size, the player count and the bottom seat the table shows. */
import { useMemo } from 'react';
import { computeLayout, type TableLayout } from './layout/tableLayout';
import { useTableSize } from './tableSize';
import { useShownTable } from './tableView';

export function useTableLayout(): TableLayout | null {
  const { width, height } = useTableSize();
  const { players, viewer } = useShownTable();
  return useMemo(() => (players ? computeLayout(width, height, players, viewer) : null), [width, height, players, viewer]);
}
