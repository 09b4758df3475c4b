/**
 * A sound backend whose code (howler and the synth, ≈ 40 kB) is fetched on its first call, which
 * the sound layer makes only after the first click or key press: the first page load does not
 * parse it (issue 17). Calls made while it loads are replayed in order once it is there.
 */
import type { SoundBackend } from './soundLayer';

type Load = () => Promise<SoundBackend>;

export function lazyBackend(load: Load): SoundBackend {
  let backend: SoundBackend | null = null;
  let loading = false;
  const queued: ((b: SoundBackend) => void)[] = [];
  const run = (call: (b: SoundBackend) => void): void => {
    if (backend) return call(backend);
    queued.push(call);
    if (loading) return;
    loading = true;
    void load().then((b) => {
      backend = b;
      for (const c of queued.splice(0)) c(b);
    }, () => {
      // A failed fetch (offline page) leaves the table silent; the next call tries again.
      loading = false;
      queued.length = 0;
    });
  };
  return {
    play: (cue, volume, rate) => run((b) => b.play(cue, volume, rate)),
    music: (on, volume) => run((b) => b.music(on, volume)),
  };
}
