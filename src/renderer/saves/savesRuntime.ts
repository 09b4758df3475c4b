/** Starts the saves side of the page: the live game's record, its debug hook and the menu commands. */
import { platform } from '../platform';
import { handleMenu } from './actions';
import { persistence, replay } from './live';
import { installSavesDebugHook } from './savesDebug';

let started = false;

export function startSaves(debug: boolean): void {
  if (started) return;
  started = true;
  persistence.attach();
  if (debug) installSavesDebugHook(persistence, replay);
  platform.onMenu((action) => void handleMenu(action));
}
