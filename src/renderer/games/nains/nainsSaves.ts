/**
 * Nains in the saves screens: the shared module saves over the Nains session (autosaves at every
 * reveal, deal and the end; manual saves; opening a save to play on or to replay).
 */
import { nainsModule } from '../../../engine/games/nains/module';
import { createModuleSaves } from '../shared/moduleSaves';
import { nainsSession } from './nainsSession';
import { keepLessonWithGame } from '../shared/learn/lessonMemory';
import { NAINS_COACH } from './learn/coach';

export const nainsSaves = createModuleSaves(nainsModule, nainsSession);
/** How many moves of the shown game the newest save holds (-1: none yet); the bar shows it. */
export const nainsSavedMoves = nainsSaves.savedMoves;

/** Follows the Nains session from now on (once per page). */
export function installNainsSaves(): void {
  nainsSaves.install();
  // A guided game's lesson comes back with it (reload, then Continue).
  keepLessonWithGame('nains', nainsSaves.shownGame, nainsSession, NAINS_COACH);
}
