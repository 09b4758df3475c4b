/** The app's sound: one layer wired to the settings, unlocked by the first user gesture. */
import { debugAllowed } from '../game/debugGate';
import { settings } from '../game/settings';
import { recordingBackend } from './recordingBackend';
import { lazyBackend } from './lazyBackend';
import { SoundLayer } from './soundLayer';

const backend = lazyBackend(() => import('./howlerBackend').then((m) => m.howlerBackend()));
const debug = typeof window !== 'undefined' && debugAllowed(window.location.search, import.meta.env.DEV);
// With the test hooks on, the cues that reach the audio are also listed, in order, for the browser tests.
export const sound = new SoundLayer(debug ? recordingBackend(backend) : backend, () => settings.get());

if (typeof window !== 'undefined') {
  const unlock = () => {
    sound.unlock();
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  settings.subscribe(() => sound.refresh());
}

export type { SoundCue } from './cues';
