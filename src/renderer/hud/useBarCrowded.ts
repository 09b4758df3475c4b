/** Whether the top bar is crowded right now (barRoom.ts), following window resizes and the interface scale. */
import { useSyncExternalStore } from 'react';
import { useSettings } from '../game/useSettings';
import { barCrowded } from './barRoom';

const onResize = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};

export function useBarCrowded(): boolean {
  const width = useSyncExternalStore(onResize, () => window.innerWidth);
  const scale = useSettings((s) => s.uiScale);
  return barCrowded(width, scale);
}
