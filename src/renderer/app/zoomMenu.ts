/** The desktop View menu's zoom items change the interface scale setting (90–150%, remembered). */
import { settings } from '../game/settings';
import { zoomFor } from '../game/uiScale';
import { platform } from '../platform';

export function installZoomMenu(): () => void {
  return platform.onMenu((action) => {
    const next = zoomFor(action, settings.get().uiScale);
    if (next !== null) settings.update({ uiScale: next });
  });
}
