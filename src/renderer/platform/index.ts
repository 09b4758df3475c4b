import type { AppApi } from '../../shared/api';
import { browserAdapter } from './browserAdapter';

/** The one door from the page to the host: Electron's preload API, or the browser stand-in. */
export const platform: AppApi = window.mirianth ?? browserAdapter;

/** Running inside the desktop app (its menu has full screen and zoom), not a plain browser. */
export const isDesktop = window.mirianth !== undefined;
