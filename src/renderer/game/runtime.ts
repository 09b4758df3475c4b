/** The page's long-lived helpers: each game's table installs its own (saves, bots, debug hooks) once,
 * and the saves and the menu commands reach the hooks the tables declare. */
import { registerGameMenu } from '../app/gameMenu';
import { TABLES } from '../games/registry';
import { registerMoment } from '../saves/gameSaves';
import { registerLiveSaves } from '../saves/liveSaves';
import { startSaves } from '../saves/savesRuntime';

let started = false;

export function startRuntime(): void {
  if (started) return;
  started = true;
  for (const table of TABLES) {
    if (table.moment) registerMoment(table.id, table.moment);
    if (table.liveSaves) registerLiveSaves(table.liveSaves);
    if (table.menu) registerGameMenu(table.menu);
    table.install?.();
  }
  startSaves();
}
