/**
 * The save document (format version 2): what a save file holds once parsed and checked.
 * Version 2 added `game` (the registry id of the game played) and `rulesVersion` (the released
 * rules it was played under, which replay and undo must use); version-1 files are Mirianth Wars
 * under rules version 1 (see migrations.ts).
 * See README.md in this folder for the file layout and the reasons behind each field.
 */
import type { BotLevel as BotKind } from '../../engine/kit/module';
import type { SeatId } from '../../engine/kit/ids';
import type { MirianthMove as Move, MirianthPhase, MirianthStep as StepId } from '../../engine/registry';

export const SAVE_FORMAT = 'mirianth-wars-save';
export const SAVE_VERSION = 2;
/** A whole 4-player game is about 20 KB; anything far larger is not one of ours. */
export const MAX_SAVE_BYTES = 5 * 1024 * 1024;
export const MAX_NAME_LENGTH = 80;
export const MAX_MOVES = 20_000;

export type SeatSetup =
  | { name: string; kind: 'human' }
  | { name: string; kind: 'bot'; bot: BotKind };

export interface SaveSetup {
  /** Given to `createGame` as is: a number or any text. */
  seed: number | string;
  /** `lan` games were hosted on the network: no undo there. */
  mode: 'local' | 'lan';
  seats: SeatSetup[];
}

/** A phase of Mirianth's statechart (read from it, through the engine registry). */
export type GamePhase = MirianthPhase;

/** Derived from the final state, stored so the saved-games list needs no replay. */
export interface SaveSummary {
  round: number;
  phase: GamePhase;
  step: StepId;
  moveCount: number;
  /** Final totals per seat once the game is over. */
  scores: number[] | null;
  winners: SeatId[] | null;
}

export interface SaveDocument {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  /** The game played, by its registry id (e.g. `mirianth-wars`). Not to be confused with `gameId`. */
  game: string;
  /** The released rules version the moves were played under; replay and undo use it. */
  rulesVersion: number;
  /** Shared by every save of one game (autosaves, manual saves), so Continue can tell games apart. */
  gameId: string;
  name: string;
  /** When the game started (ISO 8601). */
  createdAt: string;
  /** When this file was written (ISO 8601). */
  updatedAt: string;
  setup: SaveSetup;
  moves: Move[];
  finished: boolean;
  summary: SaveSummary;
  /** `positionHash` of the state the moves lead to. */
  stateHash: string;
  /** Fingerprint of every other field: catches edits that leave the game itself valid. */
  checksum: string;
}

/** What a caller hands over to be saved; every derived field is computed from it. */
export interface SaveDraft {
  /** Registry id of the game; omitted = Mirianth Wars (the only game saves can hold today). */
  game?: string;
  /** Rules version the game is played under; omitted = the game's current one (a new game). */
  rulesVersion?: number;
  gameId: string;
  name?: string;
  startedAt: string;
  setup: SaveSetup;
  moves: Move[];
}
