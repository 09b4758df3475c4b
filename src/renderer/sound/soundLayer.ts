/**
 * The sound layer: plays the cues a game's table and HUD name, and decides whether and how they
 * play. Nothing plays before the first user gesture (browser autoplay rules); mute silences all;
 * sounds follow the animation speed (quicker at Fast, none at Instant) and reduced motion (only the
 * cues that carry news). The audio itself is a backend, so tests watch the calls.
 */
import type { Speed } from '../game/types';
import { KEY_CUES, type SoundCue } from './cues';

export interface SoundBackend {
  play(cue: SoundCue, volume: number, rate: number): void;
  music(on: boolean, volume: number): void;
}

export interface SoundPrefs {
  volume: number;
  muted: boolean;
  music: boolean;
  speed: Speed;
  reduceMotion: boolean;
}

/** Playback rate per animation speed: Fast animations get brisker sounds. */
const RATE: Record<Speed, number> = { normal: 1, fast: 1.3, instant: 1 };

export class SoundLayer {
  private unlocked = false;
  private musicOn = false;

  constructor(private readonly backend: SoundBackend, private readonly prefs: () => SoundPrefs) {}

  /** The first click or key press: from now on, sound may play. */
  unlock(): void {
    if (this.unlocked) return;
    this.unlocked = true;
    this.refresh();
  }

  get isUnlocked(): boolean {
    return this.unlocked;
  }

  /** Re-reads the preferences (music on/off, volume). */
  refresh(): void {
    const p = this.prefs();
    const want = this.unlocked && p.music && !p.muted && p.volume > 0;
    if (want !== this.musicOn || want) this.backend.music(want, p.volume);
    this.musicOn = want;
  }

  /** Several cues in order (an animation beat's, say). */
  cues(cues: readonly SoundCue[]): void {
    for (const cue of cues) this.cue(cue);
  }

  cue(cue: SoundCue): void {
    const p = this.prefs();
    if (!this.unlocked || p.muted || p.volume <= 0) return;
    // At Instant the table does not animate, so only the cues that are not about motion remain.
    if (p.speed === 'instant' && cue !== 'yourTurn' && cue !== 'scoreSheet') return;
    if (p.reduceMotion && !KEY_CUES.has(cue)) return;
    this.backend.play(cue, p.volume, RATE[p.speed]);
  }
}
