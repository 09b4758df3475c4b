/** The app's sound: one layer wired to the settings, unlocked by the first user gesture. */
import { settings } from '../game/settings';
import { lazyBackend } from './lazyBackend';
import { SoundLayer } from './soundLayer';

export const sound = new SoundLayer(lazyBackend(() => import('./howlerBackend').then((m) => m.howlerBackend())), () => settings.get());

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
