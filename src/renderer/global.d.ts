import type { AppApi } from '../shared/api';

declare global {
  interface Window {
    /** Present only inside Electron, set by the preload. */
    mirianth?: AppApi;
    /** Set once Pixi has drawn its first frame; tests wait on it. */
    __tableReady?: boolean;
  }
}
