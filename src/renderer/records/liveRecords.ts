/**
 * A local game goes into the records the moment it ends: the player may delete its saves, and a
 * rematch skips the screen where records are read from the saves.
 */
import { liveSaves } from '../saves/liveSaves';
import { finishedRecord } from './records';
import { addRecords } from './recordsStore';

let following = false;

/** Starts recording finished live games (once per page). */
export function followLiveGames(): void {
  const live = liveSaves();
  if (following || !live) return;
  following = true;
  let last: string | null = null;
  live.subscribe(() => {
    const record = finishedRecord(live.live(), new Date().toISOString());
    if (!record || record.gameId === last) return;
    last = record.gameId;
    addRecords([record]);
  });
}
