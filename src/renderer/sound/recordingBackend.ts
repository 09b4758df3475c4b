/**
 * For the browser tests (`?e2e`): a backend that passes every call on and lists the cues and music
 * switches that reached the audio, in order, on `window.__mirianthSound`. The list is what the
 * person would have heard, after the layer's gesture, mute, speed and reduced-motion rules.
 */
import type { SoundCue } from './cues';
import type { SoundBackend } from './soundLayer';

/** Enough for a few rounds; the oldest calls go first. */
const KEEP = 500;

export function recordingBackend(inner: SoundBackend): SoundBackend {
  const played: SoundCue[] = [];
  let music = false;
  window.__mirianthSound = Object.freeze({ played: () => [...played], music: () => music });
  return {
    play(cue, volume, rate) {
      played.push(cue);
      if (played.length > KEEP) played.shift();
      inner.play(cue, volume, rate);
    },
    music(on, volume) {
      music = on;
      inner.music(on, volume);
    },
  };
}
