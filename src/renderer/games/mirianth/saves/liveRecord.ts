/** Whether the top bar offers Save, Load and Undo: the live local Mirianth game's record (the shell bar draws the buttons). */
import { useSyncExternalStore } from 'react';
import { persistence } from './live';
import { session } from '../game/session';

/** The local session's live game record, whichever game source the HUD shows: only its games are saved here. */
export function useLiveRecord() {
  const playing = useSyncExternalStore(session.subscribe, () => session.getSnapshot().screen === 'playing');
  const record = useSyncExternalStore(persistence.subscribe, persistence.get, persistence.get);
  return playing ? record : null;
}

