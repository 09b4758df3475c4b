/**
 * The app's middle: the game whose own screen is on (Nains, Miremarsh, or any registered table
 * with a screen), else the default game's frame. Takes the tables so a test can hand it its own.
 */
import { Suspense, useCallback, useSyncExternalStore } from 'react';
import type { GameTable } from '../games/gameTable';
import { activeScreenOf, findTable, subscribeScreens } from '../games/tableCatalog';

export function useActiveScreen(tables: readonly GameTable[]): GameTable | null {
  const subscribe = useCallback((listener: () => void) => subscribeScreens(tables, listener), [tables]);
  const id = useSyncExternalStore(subscribe, () => activeScreenOf(tables)?.id ?? null, () => activeScreenOf(tables)?.id ?? null);
  return id === null ? null : findTable(tables, id);
}

export function ScreenHost({ tables, home }: { tables: readonly GameTable[]; home: GameTable | null }) {
  const active = useActiveScreen(tables);
  const Screen = active?.screen?.Screen;
  const Frame = home?.Frame;
  if (Screen) return <Suspense fallback={null}><Screen /></Suspense>;
  return Frame ? <Frame /> : null;
}
