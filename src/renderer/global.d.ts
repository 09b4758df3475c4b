import type { AppApi } from '../shared/api';
import type { SeatId } from '../engine/kit/ids';
import type { MirianthEvent as DomainEvent, MirianthMove as Move, MirianthState as GameState, MirianthView as PlayerView } from '../engine/registry';

declare global {
  /** Read-only view of the game session, for tests (see game/debugHook.ts). */
  interface MirianthDebug {
    state(): GameState | null;
    config(): { seats: { name: string; kind: 'human' | 'easy' | 'normal' | 'hard' }[]; seed: string } | null;
    awaiting(): SeatId[];
    actor(): SeatId | null;
    viewer(): SeatId;
    legalMoves(seat: SeatId): Move[];
    events(): DomainEvent[];
    animating(): boolean;
    version(): number;
    /** 'lan' while seated at a LAN table: then state() is null and only this seat's view exists. */
    mode(): 'local' | 'lan';
    /** The view drawn at the bottom seat. */
    view(): PlayerView | null;
    /** LAN only: the connection and the table, as this client knows them. */
    lan(): { status: string; seat: number | null; phase: string | null; owner: boolean } | null;
  }

  /** Read-only view of the live game's save record, for tests (see saves/savesDebug.ts). */
  interface MirianthSavesDebug {
    gameId(): string | null;
    setup(): import('../shared/save').SaveSetup | null;
    moves(): Move[];
    canUndo(): boolean;
    /** Moves held by the latest save of the live game (null: none yet). */
    savedMoves(): number | null;
  }

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
    __mirianth?: MirianthDebug;
    /** Browser tests only (with the debug hook): stands in for the desktop's LAN API. */
    __mirianthLanApi?: import('../shared/lan/api').LanApi;
    __mirianthSaves?: MirianthSavesDebug;
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
