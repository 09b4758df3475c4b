/**
 * Procedural sound: every cue and the table music are synthesized here as 16-bit mono WAV bytes
 * (no downloaded assets). Deterministic: noise comes from a fixed-seed generator, so the same cue
 * is the same bytes every time.
 */
import type { SoundCue } from './cues';

const RATE = 22050;

type Voice = (t: number) => number;

/** A plucked or struck tone: a sine with an exponential decay and a short attack. */
function tone(freq: number, decay: number, attack = 0.004): Voice {
  return (t) => Math.sin(2 * Math.PI * freq * t) * Math.min(1, t / attack) * Math.exp(-t / decay);
}

function sweep(from: number, to: number, dur: number, decay: number): Voice {
  return (t) => {
    const f = from + ((to - from) * Math.min(t, dur)) / dur;
    return Math.sin(2 * Math.PI * f * t) * Math.exp(-t / decay);
  };
}

/** A fixed-seed noise source (xorshift), so noisy cues are reproducible. */
function noise(decay: number, seed: number, attack = 0.002): Voice {
  let x = seed >>> 0 || 1;
  return (t) => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return ((x / 0xffffffff) * 2 - 1) * Math.min(1, t / attack) * Math.exp(-t / decay);
  };
}

function at(start: number, voice: Voice, gain = 1): Voice {
  return (t) => (t < start ? 0 : voice(t - start) * gain);
}

function mix(...voices: Voice[]): Voice {
  return (t) => voices.reduce((sum, v) => sum + v(t), 0);
}

/** Made fresh on each call: the noise voices keep generator state. */
const CUES: Record<SoundCue, () => { seconds: number; voice: Voice }> = {
  deal: () => ({ seconds: 0.12, voice: mix(noise(0.025, 11, 0.001), tone(900, 0.02)) }),
  shuffle: () => ({
    seconds: 0.7,
    voice: mix(...Array.from({ length: 14 }, (_, i) => at(i * 0.045, noise(0.018, 100 + i, 0.001), 0.7))),
  }),
  flip: () => ({ seconds: 0.15, voice: mix(noise(0.015, 23, 0.001), at(0.02, tone(1200, 0.03), 0.5)) }),
  fate: () => ({ seconds: 0.9, voice: mix(tone(523.25, 0.35), at(0.12, tone(659.25, 0.35)), at(0.24, tone(783.99, 0.45))) }),
  attach: () => ({ seconds: 0.5, voice: mix(tone(1567, 0.12), at(0.05, tone(2093, 0.15), 0.6)) }),
  hit: () => ({ seconds: 0.3, voice: mix(sweep(140, 60, 0.2, 0.09), noise(0.03, 37), at(0, tone(80, 0.1), 0.6)) }),
  defeat: () => ({ seconds: 0.8, voice: mix(sweep(440, 180, 0.6, 0.3), at(0.1, sweep(330, 140, 0.6, 0.3), 0.6)) }),
  survive: () => ({ seconds: 0.9, voice: mix(tone(98, 0.5), at(0, tone(147, 0.4), 0.5)) }),
  strike: () => ({ seconds: 0.45, voice: mix(noise(0.12, 51, 0.01), sweep(90, 50, 0.3, 0.15)) }),
  yourTurn: () => ({ seconds: 0.7, voice: mix(tone(880, 0.18), at(0.16, tone(1318.5, 0.3))) }),
  // Bone dice on a wooden board: clicks at uneven gaps, each with a hollow knock.
  dice: () => ({
    seconds: 0.55,
    voice: mix(...[0, 0.05, 0.11, 0.16, 0.24, 0.3, 0.39].map((s, i) => at(s, mix(noise(0.012, 200 + i, 0.001), tone(620 + i * 70, 0.02)), 1 - i * 0.1))),
  }),
  challengeWon: () => ({ seconds: 0.7, voice: mix(tone(587.33, 0.2), at(0.1, tone(783.99, 0.22)), at(0.2, tone(1174.66, 0.3), 0.7)) }),
  challengeFailed: () => ({ seconds: 0.8, voice: mix(sweep(392, 262, 0.5, 0.3), at(0.18, sweep(311, 196, 0.5, 0.3), 0.7)) }),
  eat: () => ({ seconds: 0.45, voice: mix(sweep(320, 120, 0.12, 0.06), at(0.17, sweep(300, 110, 0.12, 0.06)), at(0.02, noise(0.02, 61), 0.3)) }),
  goblinDeath: () => ({ seconds: 0.9, voice: mix(sweep(950, 180, 0.55, 0.35), at(0.55, tone(70, 0.15)), at(0.55, noise(0.05, 73), 0.5)) }),
  creature: () => ({ seconds: 0.6, voice: mix(sweep(85, 55, 0.5, 0.25), noise(0.18, 89, 0.05)) }),
  scoreSheet: () => ({
    seconds: 1.6,
    voice: mix(...[523.25, 659.25, 783.99, 1046.5].map((f, i) => at(i * 0.14, tone(f, 0.5))), at(0.56, tone(523.25, 0.8), 0.6)),
  }),
  // Nains: metal on wood and small fanfares.
  clink: () => ({ seconds: 0.25, voice: mix(tone(2637, 0.05), at(0.005, tone(3520, 0.04), 0.5), at(0.06, tone(2793, 0.04), 0.35), noise(0.006, 61, 0.0005)) }),
  recruit: () => ({ seconds: 0.6, voice: mix(tone(392, 0.2), at(0.1, tone(523.25, 0.25)), at(0.1, noise(0.02, 71), 0.3)) }),
  upgrade: () => ({ seconds: 0.5, voice: mix(sweep(1200, 1800, 0.2, 0.12), at(0.18, tone(2349, 0.12), 0.7)) }),
  gems: () => ({ seconds: 0.5, voice: mix(tone(1760, 0.1), at(0.08, tone(2217, 0.1), 0.8), at(0.16, tone(2637, 0.14), 0.6)) }),
  award: () => ({ seconds: 1.0, voice: mix(tone(392, 0.3), at(0.12, tone(523.25, 0.3)), at(0.24, tone(659.25, 0.4)), at(0.24, tone(196, 0.5), 0.5)) }),
};

/** A slow loop of soft chords for the table (about 13 s). */
function musicVoice(): { seconds: number; voice: Voice } {
  const chords = [[220, 261.63, 329.63], [174.61, 220, 261.63], [196, 246.94, 293.66], [164.81, 207.65, 246.94]];
  const bar = 3.2;
  const voices = chords.flatMap((chord, i) => chord.map((f, j) => at(i * bar + j * 0.08, tone(f, 1.4, 0.4), 0.35)));
  return { seconds: bar * chords.length, voice: mix(...voices) };
}

function wav(seconds: number, voice: Voice, peak = 0.8): Uint8Array {
  const n = Math.round(seconds * RATE);
  const samples = new Float32Array(n);
  let max = 1e-9;
  for (let i = 0; i < n; i++) {
    const v = voice(i / RATE);
    samples[i] = v;
    max = Math.max(max, Math.abs(v));
  }
  const bytes = new Uint8Array(44 + n * 2);
  const d = new DataView(bytes.buffer);
  const ascii = (o: number, s: string) => [...s].forEach((c, i) => d.setUint8(o + i, c.charCodeAt(0)));
  ascii(0, 'RIFF'); d.setUint32(4, 36 + n * 2, true); ascii(8, 'WAVE');
  ascii(12, 'fmt '); d.setUint32(16, 16, true); d.setUint16(20, 1, true); d.setUint16(22, 1, true);
  d.setUint32(24, RATE, true); d.setUint32(28, RATE * 2, true); d.setUint16(32, 2, true); d.setUint16(34, 16, true);
  ascii(36, 'data'); d.setUint32(40, n * 2, true);
  const scale = (peak / max) * 32767;
  for (let i = 0; i < n; i++) d.setInt16(44 + i * 2, Math.round((samples[i] ?? 0) * scale), true);
  return bytes;
}

export function cueWav(cue: SoundCue): Uint8Array {
  const c = CUES[cue]();
  return wav(c.seconds, c.voice);
}

export function musicWav(): Uint8Array {
  const m = musicVoice();
  return wav(m.seconds, m.voice, 0.5);
}

/** A `data:` URL for a WAV (what the audio library loads). */
export function wavDataUrl(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:audio/wav;base64,${btoa(s)}`;
}
