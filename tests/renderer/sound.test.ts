/** The sound layer (issue 14): cues follow the table's beats in order; gesture, mute, speed and reduced motion rule what plays. */
import { describe, expect, it } from 'vitest';
import type { CardId, SeatId } from '../../src/engine/games/mirianth';
import { SOUND_CUES, type SoundCue } from '../../src/renderer/sound/cues';
import { lazyBackend } from '../../src/renderer/sound/lazyBackend';
import { SoundLayer, type SoundBackend, type SoundPrefs } from '../../src/renderer/sound/soundLayer';
import { cueWav, musicWav } from '../../src/renderer/sound/synth';
import { beatCues } from '../../src/renderer/games/mirianth/table/anim/beatCues';
import type { Beat } from '../../src/renderer/games/mirianth/table/anim/plan';

function harness(initial: Partial<SoundPrefs> = {}) {
  const prefs: SoundPrefs = { volume: 0.7, muted: false, music: false, speed: 'normal', reduceMotion: false, ...initial };
  const played: { cue: SoundCue; volume: number; rate: number }[] = [];
  const music: { on: boolean; volume: number }[] = [];
  const layer = new SoundLayer({
    play: (cue, volume, rate) => played.push({ cue, volume, rate }),
    music: (on, volume) => music.push({ on, volume }),
  }, () => prefs);
  return { prefs, played, music, layer, cues: () => played.map((p) => p.cue) };
}

const card = (id: string) => id as CardId;
const seat = (n: number) => n as SeatId;
const ROUND: Beat[] = [
  { kind: 'shuffle' },
  { kind: 'reveal', cards: [card('wolf-1'), card('ruby-1')] },
  { kind: 'fate', card: card('wolf-1'), results: [{ seat: seat(0), card: card('fate-1') }] },
  { kind: 'move', cards: [card('wolf-1')], style: 'claim' },
  { kind: 'attach', seat: seat(0), paladin: card('paladin-1'), monster: card('wolf-1') },
  { kind: 'battle', seat: seat(0), monster: card('wolf-1'), attack: 5, resistance: 4, defeated: true, contributions: [] },
  { kind: 'battle', seat: seat(1), monster: card('orc-1'), attack: 2, resistance: 9, defeated: false, contributions: [] },
  { kind: 'lunge', seat: seat(1), monsters: [card('orc-1')], victims: [] },
];

describe('sound layer', () => {
  it('plays nothing before the first user gesture', () => {
    const h = harness({ music: true });
    for (const b of ROUND) h.layer.cues(beatCues(b));
    h.layer.cue('yourTurn');
    expect(h.played).toEqual([]);
    expect(h.music.filter((m) => m.on)).toEqual([]);
  });

  it('after a gesture, the beats sound in the order the table plays them', () => {
    const h = harness();
    h.layer.unlock();
    for (const b of ROUND) h.layer.cues(beatCues(b));
    h.layer.cue('yourTurn');
    expect(h.cues()).toEqual(['shuffle', 'flip', 'flip', 'fate', 'deal', 'attach', 'hit', 'defeat', 'hit', 'survive', 'strike', 'yourTurn']);
    expect(h.played.every((p) => p.volume === 0.7 && p.rate === 1)).toBe(true);
  });

  it('mute silences every cue and the music; unmuting brings them back', () => {
    const h = harness({ muted: true, music: true });
    h.layer.unlock();
    for (const b of ROUND) h.layer.cues(beatCues(b));
    expect(h.played).toEqual([]);
    expect(h.music.some((m) => m.on)).toBe(false);
    h.prefs.muted = false;
    h.layer.refresh();
    h.layer.cue('fate');
    expect(h.cues()).toEqual(['fate']);
    expect(h.music.at(-1)).toEqual({ on: true, volume: 0.7 });
  });

  it('follows the animation speed: brisker at Fast, only the turn and score cues at Instant', () => {
    const fast = harness({ speed: 'fast' });
    fast.layer.unlock();
    fast.layer.cues(beatCues({ kind: 'shuffle' }));
    expect(fast.played).toEqual([{ cue: 'shuffle', volume: 0.7, rate: 1.3 }]);
    const instant = harness({ speed: 'instant' });
    instant.layer.unlock();
    for (const b of ROUND) instant.layer.cues(beatCues(b));
    instant.layer.cue('yourTurn');
    instant.layer.cue('scoreSheet');
    expect(instant.cues()).toEqual(['yourTurn', 'scoreSheet']);
  });

  it('under reduced motion only the cues that carry news play', () => {
    const h = harness({ reduceMotion: true });
    h.layer.unlock();
    for (const b of ROUND) h.layer.cues(beatCues(b));
    expect(h.cues()).toEqual(['fate', 'defeat', 'survive']);
  });

  it('music plays only when chosen, and stops when turned off', () => {
    const h = harness();
    h.layer.unlock();
    expect(h.music.some((m) => m.on)).toBe(false);
    h.prefs.music = true;
    h.layer.refresh();
    expect(h.music.at(-1)?.on).toBe(true);
    h.prefs.music = false;
    h.layer.refresh();
    expect(h.music.at(-1)?.on).toBe(false);
  });
});

describe('synthesized sounds', () => {
  it('every cue is a short, non-silent 16-bit mono WAV, the same bytes every time', () => {
    for (const cue of SOUND_CUES) {
      const a = cueWav(cue);
      expect(new TextDecoder().decode(a.subarray(0, 4))).toBe('RIFF');
      expect(new TextDecoder().decode(a.subarray(8, 12))).toBe('WAVE');
      const samples = new Int16Array(a.buffer.slice(44));
      expect(samples.some((v) => Math.abs(v) > 8000), cue).toBe(true);
      expect(a.length).toBeLessThan(44 + 2 * 22050 * 2);
      const again = cueWav(cue);
      expect(again.length === a.length && again.every((v, i) => v === a[i]), cue).toBe(true);
    }
    expect(musicWav().length).toBeGreaterThan(44 + 2 * 22050 * 10);
  });
});

describe('sound backend loaded on first use', () => {
  it('fetches the backend only when a sound is first asked for, then plays what was asked meanwhile, in order', async () => {
    const calls: string[] = [];
    let loads = 0;
    let release: (b: SoundBackend) => void = () => undefined;
    const backend = lazyBackend(() => {
      loads++;
      return new Promise<SoundBackend>((done) => { release = done; });
    });
    expect(loads).toBe(0);
    backend.music(true, 0.5);
    backend.play('deal', 0.7, 1);
    expect(loads).toBe(1);
    release({ play: (cue) => calls.push(`play ${cue}`), music: (on) => calls.push(`music ${String(on)}`) });
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual(['music true', 'play deal']);
    backend.play('yourTurn', 0.7, 1);
    expect(calls).toEqual(['music true', 'play deal', 'play yourTurn']);
    expect(loads).toBe(1);
  });
});
