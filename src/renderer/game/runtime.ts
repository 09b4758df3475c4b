/** The page's long-lived helpers: each game's table installs its own (saves, bots, debug hooks) once. */
import { TABLES } from '../games/registry';
import { registerMoment } from '../saves/gameSaves';

let started = false;

export function startRuntime(): void {
  if (started) return;
  started = true;
  for (const table of TABLES) {
    if (table.moment) registerMoment(table.id, table.moment);
    table.install?.();
  }
}
