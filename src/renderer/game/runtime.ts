/** The page's long-lived helpers: each game's table installs its own (saves, bots, debug hooks) once. */
import { TABLES } from '../games/registry';

let started = false;

export function startRuntime(): void {
  if (started) return;
  started = true;
  for (const table of TABLES) table.install?.();
}
