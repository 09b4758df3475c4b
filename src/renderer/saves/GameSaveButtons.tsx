/** Whether the top bar offers Save and Load: the live local game's record (the shell bar draws the buttons). */
import { useSyncExternalStore } from 'react';
import { session } from '../games/mirianth/game/session';
import { persistence } from './live';

/** The local session's live game record, whichever game source the HUD shows: only its games are saved here. */
export function useLiveRecord() {
  const playing = useSyncExternalStore(session.subscribe, () => session.getSnapshot().screen === 'playing');
  const record = useSyncExternalStore(persistence.subscribe, persistence.get, persistence.get);
  return playing ? record : null;
}

