import type { AppApi } from '../../shared/api';
import { name, version } from '../../../package.json';

/** Stands in for the Electron preload when the page runs in a plain browser. */
export const browserAdapter: AppApi = {
  appInfo: () => Promise.resolve({ name, version, platform: 'web' }),
};
