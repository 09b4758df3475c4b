/** Globals of the platform's pages; each game's room declares its own debug hooks (e.g. games/mirianth/debugGlobals.d.ts). */
import type { AppApi } from '../shared/api';

declare global {
  /** The `bench:table` routes' progress (bench/benchScript.ts, bench/moduleBench.ts). */
  type BenchPhase = 'loading' | 'deal' | 'skip' | 'battle' | 'play' | 'score';
  interface BenchStatus { phase: BenchPhase; loops: number; log: { phase: BenchPhase; at: number }[] }

  interface Window {
    /** Present only inside Electron, set by the preload. */
    mirianth?: AppApi;
    /** Set once Pixi has drawn its first frame; tests wait on it. */
    __tableReady?: boolean;
    /** performance.now() at the first interactive frame (the bench reads it). */
    __tableReadyAt?: number;
    /** Browser tests only (with the debug hook): stands in for the desktop's LAN API. */
    __mirianthLanApi?: import('../shared/lan/api').LanApi;
    /** Browser tests only: the cues that reached the audio, in order (sound/recordingBackend.ts). */
    __mirianthSound?: { played(): string[]; music(): boolean };
    /** Set by the `?bench=` routes; scripts/benchTable.mjs counts frames by its phase. */
    __bench?: BenchStatus;
    /** The beat the table is animating, for tests and the bench. */
    __mirianthTable?: {
      beat(): string;
      beats(): string[];
      /** Beats and marks (fateRevealed, battleVerdict, settle, idle) with performance.now() at their start. */
      timeline(from?: number): { n: number; name: string; at: number }[];
      locate(id: string): { x: number; y: number; w: number; h: number } | null;
    };
  }
}
