/**
 * Miremarsh in the saves screens: the shared module saves over the Miremarsh session. Every roll,
 * flip and shuffle is a barrier in the module, so Undo never takes back dice already seen and an
 * autosave follows each of them.
 */
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import { createModuleSaves } from '../shared/moduleSaves';
import { miremarshSession } from './miremarshSession';
import { keepLessonWithGame } from '../shared/learn/lessonMemory';
import { MIREMARSH_COACH } from './learn/coach';

export const miremarshSaves = createModuleSaves(miremarshModule, miremarshSession);

/** Follows the Miremarsh session from now on (once per page). */
export function installMiremarshSaves(): void {
  miremarshSaves.install();
  // A guided game's lesson comes back with it (reload, then Continue).
  keepLessonWithGame('miremarsh', miremarshSaves.shownGame, miremarshSession, MIREMARSH_COACH);
}
