/** Starts the saves side of the page: the application menu's commands. */
import { platform } from '../platform';
import { handleMenu } from './actions';

let started = false;

export function startSaves(): void {
  if (started) return;
  started = true;
  platform.onMenu((action) => void handleMenu(action));
}
