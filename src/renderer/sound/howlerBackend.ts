/** Plays the synthesized cues with howler (Web Audio), making each sound on first use. */
import { Howl } from 'howler';
import type { SoundCue } from './cues';
import type { SoundBackend } from './soundLayer';
import { cueWav, musicWav, wavDataUrl } from './synth';

export function howlerBackend(): SoundBackend {
  const howls = new Map<SoundCue, Howl>();
  let music: Howl | null = null;
  const howl = (cue: SoundCue): Howl => {
    const known = howls.get(cue);
    if (known) return known;
    const made = new Howl({ src: [wavDataUrl(cueWav(cue))], format: ['wav'] });
    howls.set(cue, made);
    return made;
  };
  return {
    play(cue, volume, rate) {
      const h = howl(cue);
      const id = h.play();
      h.volume(volume, id);
      h.rate(rate, id);
    },
    music(on, volume) {
      if (!on) {
        music?.pause();
        return;
      }
      music ??= new Howl({ src: [wavDataUrl(musicWav())], format: ['wav'], loop: true });
      music.volume(volume * 0.35);
      if (!music.playing()) music.play();
    },
  };
}
